// The session's start (app/root-layout.tsx): apart from session.ts, so that the code exchange it
// may need (login-exchange.ts, which reads and writes the session) is loaded only for an address
// that carries a code.
import { dropCodeFromUrl, loadMe, sessionStore } from './session.ts';

/**
 * At start: a token-less visit with an auth code in the query exchanges it (product §4);
 * with a token, the user is loaded.
 */
export async function bootstrapSession() {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('code');
  // The login landing and the phone page exchange the code themselves.
  const onLoginLanding = /^\/(xcx_jump|phone)(\/|$)/.test(window.location.pathname);
  if (!sessionStore.get().token && code && !onLoginLanding) {
    // the exchange's code comes with the address that needs it (and with the login's screens)
    const { exchangeCode } = await import('./login-exchange.ts');
    const { result } = await exchangeCode(code);
    if (result !== 'needs-phone') dropCodeFromUrl();
    return;
  }
  if (code && !onLoginLanding) dropCodeFromUrl();
  if (sessionStore.get().token) await loadMe().catch(() => null);
}
