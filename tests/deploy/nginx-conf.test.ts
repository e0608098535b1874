// deploy/nginx.conf writes the security headers out again (nginx cannot read them from the
// server's code): they must stay the ones the server sends, so that a page is as safe behind
// nginx as behind the edge mode or the mock.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../server/plugins/security-headers.ts';

const conf = readFileSync('deploy/nginx.conf', 'utf8');
const sent = new Map(
  [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+("([^"]*)"|(\S+))\s+always;/gm)].map((m) => [
    (m[1] ?? '').toLowerCase(),
    m[3] ?? m[4],
  ]),
);

describe('deploy/nginx.conf', () => {
  it.each(Object.entries(SECURITY_HEADERS))('sends %s as the server does', (name, value) => {
    expect(sent.get(name)).toBe(value);
  });
});
