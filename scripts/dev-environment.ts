// The environments of `npm run dev`'s two processes: the API on PORT (3000), Vite on
// VITE_PORT (5173) proxying to it, and the API letting its imitated login return to Vite's
// own address (else a login with an absolute return URL through the proxy is refused). The
// controls' token is chosen here, so that the link to Vite's page can carry it.
import { randomBytes } from 'node:crypto';

export function devEnvironment(env: Record<string, string | undefined>) {
  const apiPort = env.PORT ?? '3000';
  const vitePort = env.VITE_PORT ?? '5173';
  const returnHosts = [env.LOGIN_RETURN_HOSTS, `localhost:${vitePort}`, `127.0.0.1:${vitePort}`]
    .filter(Boolean)
    .join(',');
  const controlsToken = env.MOCK_CONTROLS_TOKEN || randomBytes(18).toString('base64url');
  return {
    apiPort,
    vitePort,
    controlsToken,
    api: { ...env, PORT: apiPort, LOGIN_RETURN_HOSTS: returnHosts, MOCK_CONTROLS_TOKEN: controlsToken },
    vite: { ...env, VITE_PORT: vitePort, API_TARGET: env.API_TARGET ?? `http://127.0.0.1:${apiPort}` },
  };
}
