// The code exchange of the login flow (product §7): a module of its own, which the login's
// screens bring and the session's start loads only for an address that carries a code, so that
// the visits without one (most first visits) do without it.
import { CODE } from '#contract/codes.ts';
import { loginStepOf } from '#contract/rules/login-step.ts';
import { ApiError, api, NETWORK_FAILURE } from './api/client.ts';
import { loginRedirectUrl } from './api/unauthorized.ts';
import { leaveTo } from './navigation.ts';
import { loadMe, sessionStore, storeToken } from './session.ts';
import { removeStorage, STORAGE_KEYS, writeJson } from './storage.ts';
import { whileWaiting } from './waiting.ts';

export type ExchangeResult = 'logged-in' | 'not-master' | 'needs-phone' | 'authorise' | 'failed';

const update = sessionStore.update;

/**
 * Exchanges the messaging app's auth code through nt (product §7, "Login flow").
 * A network failure clears sq_info and starts the login again.
 */
export async function exchangeCode(
  code: string,
  extra: { phone?: string; phone_code?: string; web_tk_code?: string } = {},
): Promise<{ result: ExchangeResult; message: string; webTkCode: string | null }> {
  writeJson(STORAGE_KEYS.sqInfo, { code, at: Date.now() });
  update({ exchanging: true });
  try {
    const answer = await whileWaiting(api('nt', { query: { code, ...extra } }));
    if (answer.code === CODE.ok) {
      const isMaster = answer.msg === 'success';
      storeToken(answer.data.token, isMaster);
      update({ popup: null, pendingCode: null });
      await whileWaiting(loadMe().catch(() => null));
      return { result: isMaster ? 'logged-in' : 'not-master', message: answer.msg, webTkCode: answer.data.web_tk_code };
    }
    const step = loginStepOf(answer);
    if (step === 'needs-phone') {
      update({ popup: 'phone', pendingCode: code });
      return { result: 'needs-phone', message: answer.msg, webTkCode: null };
    }
    if (step === 'authorise') {
      update({ popup: 'authorise', pendingCode: null });
      return { result: 'authorise', message: answer.msg, webTkCode: null };
    }
    return { result: 'failed', message: answer.msg, webTkCode: null };
  } catch (error) {
    if (error instanceof ApiError && error.code === NETWORK_FAILURE) {
      removeStorage(STORAGE_KEYS.sqInfo);
      leaveTo(loginRedirectUrl(`${window.location.origin}/home`));
    }
    return { result: 'failed', message: error instanceof Error ? error.message : '', webTkCode: null };
  } finally {
    update({ exchanging: false });
  }
}
