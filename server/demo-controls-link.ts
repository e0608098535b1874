// The "Demo controls from another device" line printed at start-up: a link a phone on the same
// network can open. Inside a container the server only knows the container's own address, which
// no phone can reach (and the published port may differ), so there it prints PUBLIC_URL when set
// and otherwise says to use the host's address.
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';

export type LinkPlace = {
  host: string;
  port: number;
  token: string;
  publicUrl: string | undefined;
  inContainer: boolean;
  lanAddress: string | undefined;
};

export function demoControlsLine({ host, port, token, publicUrl, inContainer, lanAddress }: LinkPlace): string {
  const query = `/?mock_token=${token}`;
  if (publicUrl) return `Demo controls from another device: ${publicUrl}${query}`;
  if (host !== '0.0.0.0') return `Demo controls from another device: http://${host}:${port}${query}`;
  if (inContainer)
    return (
      `Demo controls from another device: open ${query} at this host's address and published port ` +
      `(e.g. http://<host address>:${port}${query} when it is published as ${port}); set PUBLIC_URL to have the whole link printed`
    );
  return `Demo controls from another device: http://${lanAddress ?? 'localhost'}:${port}${query}`;
}

/** Docker leaves /.dockerenv in every container, podman /run/.containerenv. */
export function runsInContainer(): boolean {
  return existsSync('/.dockerenv') || existsSync('/run/.containerenv');
}

export function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}
