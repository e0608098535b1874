import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { demoControlsLine, demoControlsLines, type LinkPlace } from './demo-controls-link.ts';

const place: LinkPlace = {
  host: '0.0.0.0',
  port: 3000,
  token: 'tok123',
  publicUrl: undefined,
  inContainer: false,
  lanAddress: '192.168.1.20',
};

describe('the start-up link to the demo controls', () => {
  it('names the LAN address of a machine that listens on every interface', () => {
    expect(demoControlsLine(place)).toBe(
      'Demo controls from another device: http://192.168.1.20:3000/?mock_token=tok123',
    );
  });

  it("does not name a container's own address, which no phone reaches: it says to use the host's", () => {
    const line = demoControlsLine({ ...place, port: 3700, inContainer: true, lanAddress: '10.88.0.5' });
    expect(line).not.toContain('10.88.0.5');
    expect(line).toContain("this host's address");
    expect(line).toContain('/?mock_token=tok123');
    expect(line).toContain('PUBLIC_URL');
    // the example names the port it listens on, not a fixed one
    expect(line).toContain('http://<host address>:3700/?mock_token=tok123');
  });

  it('prints PUBLIC_URL when set, in a container or not', () => {
    for (const inContainer of [true, false])
      expect(demoControlsLine({ ...place, inContainer, publicUrl: 'http://192.168.1.7:8080' })).toBe(
        'Demo controls from another device: http://192.168.1.7:8080/?mock_token=tok123',
      );
  });

  it('prints no link for another device when the server listens on the loopback only, unless PUBLIC_URL names one', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(demoControlsLine({ ...place, host })).toBeNull();
      expect(demoControlsLines({ ...place, host })).toHaveLength(1);
    }
    expect(demoControlsLine({ ...place, host: '127.0.0.1', publicUrl: 'https://demo.example.com' })).toBe(
      'Demo controls from another device: https://demo.example.com/?mock_token=tok123',
    );
  });

  it('gives the link for this browser first, and says when the controls ask for no token', () => {
    expect(demoControlsLines(place)).toEqual([
      'Demo controls (the demo panel, /__mock): open http://localhost:3000/?mock_token=tok123 in this browser; scripts send X-Mock-Token: tok123',
      'Demo controls from another device: http://192.168.1.20:3000/?mock_token=tok123',
    ]);
    expect(demoControlsLines({ ...place, open: true })).toEqual([
      expect.stringMatching(/ask for no token \(MOCK_CONTROLS=open\)/),
    ]);
  });

  it('reads PUBLIC_URL from the environment (trailing slash dropped; empty is unset; not a URL is refused)', () => {
    expect(readConfig({ PUBLIC_URL: 'http://192.168.1.7:8080/' }).publicUrl).toBe('http://192.168.1.7:8080');
    expect(readConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(() => readConfig({ PUBLIC_URL: '192.168.1.7' })).toThrow(/Bad environment: PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
  });
});
