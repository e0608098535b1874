import { describe, expect, it } from 'vitest';
import { devEnvironment } from './dev-environment.ts';

describe('npm run dev', () => {
  it('by default: the API on 3000, Vite on 5173 proxying to it, the login allowed back to Vite', () => {
    const { api, vite } = devEnvironment({});
    expect(api.PORT).toBe('3000');
    expect(api.LOGIN_RETURN_HOSTS).toBe('localhost:5173,127.0.0.1:5173');
    expect(vite).toMatchObject({ VITE_PORT: '5173', API_TARGET: 'http://127.0.0.1:3000' });
  });

  it('follows PORT and VITE_PORT, and keeps the return hosts already set', () => {
    const { api, vite } = devEnvironment({ PORT: '3001', VITE_PORT: '5180', LOGIN_RETURN_HOSTS: 'demo.example.com' });
    expect(api.PORT).toBe('3001');
    expect(api.LOGIN_RETURN_HOSTS).toBe('demo.example.com,localhost:5180,127.0.0.1:5180');
    expect(vite).toMatchObject({ VITE_PORT: '5180', API_TARGET: 'http://127.0.0.1:3001' });
  });

  it("chooses the controls' token for both, unless MOCK_CONTROLS_TOKEN does", () => {
    const chosen = devEnvironment({});
    expect(chosen.api.MOCK_CONTROLS_TOKEN).toBe(chosen.controlsToken);
    expect(chosen.controlsToken.length).toBeGreaterThanOrEqual(16);
    expect(devEnvironment({ MOCK_CONTROLS_TOKEN: 'a-token-of-my-own-choosing' }).controlsToken).toBe(
      'a-token-of-my-own-choosing',
    );
  });
});
