// deploy/nginx.conf writes out again what nginx cannot read from the code: the security headers
// the server sends, and the visitor routes it has prerendered pages for (the route table's
// `ssr` routes, scripts/build-real.ts). Both must stay the code's, so that a page is as safe and
// as quick behind nginx as behind the edge mode or the mock.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAMES, PAGES_DIR } from '../../scripts/build-real.ts';
import { SECURITY_HEADERS } from '../../server/plugins/security-headers.ts';
import { screenRoutes } from '../../web/src/app/routes.ts';

const conf = readFileSync('deploy/nginx.conf', 'utf8');
const sent = new Map(
  [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+("([^"]*)"|(\S+))\s+always;/gm)].map((m) => [
    (m[1] ?? '').toLowerCase(),
    m[3] ?? m[4],
  ]),
);

/** The locations that send a prerendered page: what they match, and the page's file. */
const pageLocations = [
  ...conf.matchAll(/location\s+(=|~)\s+"?([^"\s{]+)"?\s*\{\s*try_files\s+\/_pages\/\$lang\/(\S+)\s/g),
].map(([, kind, pattern = '', file]) => ({
  matches: (path: string) => (kind === '=' ? path === pattern : new RegExp(pattern).test(path)),
  file,
}));
const pageOf = (path: string) => pageLocations.filter((location) => location.matches(path)).map(({ file }) => file);

describe('deploy/nginx.conf', () => {
  it.each(Object.entries(SECURITY_HEADERS))('sends %s as the server does', (name, value) => {
    expect(sent.get(name)).toBe(value);
  });

  it.each(FRAMES)('sends the prerendered page of $route', ({ route, sample, file }) => {
    expect(conf).toContain(`/${PAGES_DIR}/$lang/`);
    expect(pageOf(sample)).toEqual([file]);
    if (route !== '/') expect(pageOf(`${sample}/`)).toEqual([file]);
  });

  it('sends a prerendered page for the visitor routes only', () => {
    expect(pageLocations).toHaveLength(FRAMES.length);
    const others = screenRoutes.filter((route) => !route.ssr).map((route) => route.path.replace(/:\w+/g, '1'));
    expect(others.length).toBeGreaterThan(50);
    for (const path of others) expect(pageOf(path), path).toEqual([]);
  });
});
