// Which Host names the mock's controls (/__mock) and the imitated login answer to: this
// machine's own (localhost, its host name, the addresses of its network interfaces) and the
// ones configured (ALLOWED_HOSTS). A web page on a name of its own that an attacker's DNS later
// points at this machine (DNS rebinding) reaches the server from the machine itself, but with
// the attacker's name in its Host header: that name is refused.
import { hostname, networkInterfaces } from 'node:os';

/** The name of a Host header, lower case, without port, brackets or a final dot; null when it is not one. */
export function hostName(header: string | undefined): string | null {
  const host = header?.trim().toLowerCase();
  if (!host) return null;
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(host);
  if (bracketed) return bracketed[1] ?? null;
  const named = /^([a-z0-9._-]+?)\.?(?::\d{1,5})?$/.exec(host);
  return named?.[1] ?? null;
}

/** This machine's names and addresses, as a Host header may carry them. */
function namesOfThisMachine(listenHost: string): string[] {
  const own = hostname().toLowerCase();
  const addresses = Object.values(networkInterfaces())
    .flat()
    .map((address) => address?.address.toLowerCase().replace(/%.*$/, ''))
    .filter((address): address is string => Boolean(address));
  const listening = ['0.0.0.0', '::', ''].includes(listenHost) ? [] : [listenHost.toLowerCase()];
  return ['localhost', '127.0.0.1', '::1', own, `${own}.local`, ...addresses, ...listening];
}

const isLoopbackName = (name: string) =>
  name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '::1';

/** Whether a request with this Host header may use the controls and the imitated login. */
export function hostAllowed(header: string | undefined, config: { host: string; allowedHosts: string[] }): boolean {
  const name = hostName(header);
  if (!name) return false;
  // *.localhost always resolves to this machine (RFC 6761): no one else's DNS answers for it
  if (isLoopbackName(name)) return true;
  return config.allowedHosts.includes(name) || namesOfThisMachine(config.host).includes(name);
}
