/** The path of a request's URL, without its query. */
export function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The URL of a request line in origin form (`/path?query`): a client may send the absolute form
 * (`GET http://host/path HTTP/1.1`), which servers must accept (RFC 9112 §3.2.2), and which
 * Node hands on as it came; the router and the proxy want the path. One that does not parse is
 * left as it is (no route has it: 404).
 */
export function originForm(req: { url?: string }): string {
  const url = req.url ?? '/';
  if (url.startsWith('/') || url === '*') return url;
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}
