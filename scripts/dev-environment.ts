// The environments of `npm run dev`'s two processes: the API on PORT (3000), Vite on
// VITE_PORT (5173) proxying to it, and the API letting its imitated login return to Vite's
// own address (else a login with an absolute return URL through the proxy is refused).
export function devEnvironment(env: Record<string, string | undefined>) {
  const apiPort = env.PORT ?? '3000';
  const vitePort = env.VITE_PORT ?? '5173';
  const returnHosts = [env.LOGIN_RETURN_HOSTS, `localhost:${vitePort}`, `127.0.0.1:${vitePort}`]
    .filter(Boolean)
    .join(',');
  return {
    apiPort,
    vitePort,
    api: { ...env, PORT: apiPort, LOGIN_RETURN_HOSTS: returnHosts },
    vite: { ...env, VITE_PORT: vitePort, API_TARGET: env.API_TARGET ?? `http://127.0.0.1:${apiPort}` },
  };
}
