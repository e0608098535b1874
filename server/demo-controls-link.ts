// What the server says at start-up of its demo controls (/__mock): the link that opens them in
// this browser (the demo panel keeps the token it carries; scripts send it as X-Mock-Token),
// and, when other devices can reach the server, the link a phone on the same network opens.
// Inside a container the server only knows the container's own address, which no phone can
// reach (and the published port may differ), so there it prints PUBLIC_URL when set and
// otherwise says to use the host's address. A server that listens on the loopback only is
// reached from no other device, unless through PUBLIC_URL (a tunnel).
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';

export type LinkPlace = {
  host: string;
  port: number;
  token: string;
  publicUrl: string | undefined;
  inContainer: boolean;
  lanAddress: string | undefined;
  /** MOCK_CONTROLS=open: no token asked */
  open?: boolean;
};

const everyInterface = (host: string) => host === '0.0.0.0' || host === '::' || host === '';
const loopbackOnly = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/** The link for another device, or null when no other device reaches the server. */
export function demoControlsLine({ host, port, token, publicUrl, inContainer, lanAddress }: LinkPlace): string | null {
  const query = `/?mock_token=${token}`;
  if (publicUrl) return `Demo controls from another device: ${publicUrl}${query}`;
  if (loopbackOnly(host)) return null;
  if (!everyInterface(host)) return `Demo controls from another device: http://${host}:${port}${query}`;
  if (inContainer)
    return (
      `Demo controls from another device: open ${query} at this host's address and published port ` +
      `(e.g. http://<host address>:${port}${query} when it is published as ${port}); set PUBLIC_URL to have the whole link printed`
    );
  return `Demo controls from another device: http://${lanAddress ?? 'localhost'}:${port}${query}`;
}

/** The start-up lines of the controls: here, and from another device when one can reach them. */
export function demoControlsLines(place: LinkPlace): string[] {
  if (place.open)
    return [
      'Demo controls (/__mock) ask for no token (MOCK_CONTROLS=open): whoever reaches this server can reset its data and read its journal',
    ];
  const here = everyInterface(place.host) ? 'localhost' : place.host.includes(':') ? `[${place.host}]` : place.host;
  const other = demoControlsLine(place);
  return [
    `Demo controls (the demo panel, /__mock): open http://${here}:${place.port}/?mock_token=${place.token} ` +
      `in this browser; scripts send X-Mock-Token: ${place.token}`,
    ...(other ? [other] : []),
  ];
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
