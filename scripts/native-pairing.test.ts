import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageNodeOf, pairingProblem } from './native-pairing.ts';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const betterSqlite3 = JSON.parse(readFileSync('package.json', 'utf8')).dependencies['better-sqlite3'] as string;

describe('the Node and better-sqlite3 pairing of the image', () => {
  it('refuses better-sqlite3 12 on Node 24.19 or later (where it aborts), and allows the others', () => {
    expect(pairingProblem('24.21.0', '12.6.2')).toMatch(/aborts on Node 24\.21\.0/);
    expect(pairingProblem('v24.19.0', '12.11.1')).toMatch(/better-sqlite3 12\.11\.1/);
    expect(pairingProblem('25.2.0', '12.6.2')).toBeDefined();
    expect(pairingProblem('24.18.1', '12.6.2')).toBeUndefined();
    expect(pairingProblem('20.20.2', '12.6.2')).toBeUndefined();
  });

  it('refuses better-sqlite3 13 below Node 22 (where it crashes), and allows it on 22, 24 and 26', () => {
    expect(pairingProblem('20.20.2', '13.2.0')).toBe(
      'better-sqlite3 13.2.0 needs Node 22 or later (on Node 20.20.2 it crashes with a segmentation fault): use Node 24 LTS',
    );
    expect(pairingProblem('v21.7.3', '13.0.0')).toBeDefined();
    expect(pairingProblem('22.12.0', '13.2.0')).toBeUndefined();
    expect(pairingProblem('24.21.0', '13.2.0')).toBeUndefined();
    expect(pairingProblem('26.10.0', '13.2.0')).toBeUndefined();
  });

  it('reads the Node of NODE_IMAGE: a major that moves with its patches, or an exact release', () => {
    expect(imageNodeOf('ARG NODE_IMAGE=node:24-bookworm-slim\n')).toBe('24');
    expect(imageNodeOf('ARG NODE_IMAGE=node:24.18.1-bookworm-slim\n')).toBe('24.18.1');
    expect(imageNodeOf('ARG NODE_IMAGE=node:lts-slim\n')).toBeUndefined();
  });

  it("builds on Node 24 LTS at its current release, which pairs with package.json's better-sqlite3 whatever the patch", () => {
    expect(imageNodeOf(dockerfile)).toBe('24');
    for (const release of ['24.0.0', '24.21.0', '24.99.0'])
      expect(pairingProblem(release, betterSqlite3)).toBeUndefined();
  });

  it('is checked by the build itself, with the Node of the image, after the run-time packages are in', () => {
    const deps = dockerfile.slice(
      dockerfile.indexOf('AS deps'),
      dockerfile.indexOf('FROM', dockerfile.indexOf('AS deps')),
    );
    expect(deps).toMatch(
      /npm ci --omit=dev[\s\S]*COPY scripts\/native-pairing\.ts[\s\S]*RUN node scripts\/native-pairing\.ts/,
    );
  });
});
