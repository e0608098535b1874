// What the request journal must never show: tokens, passwords and codes that log someone in,
// and a salesman's bank details, wherever they sit in a body, a query or an answer. A key counts
// however it is written (`password[]`, `user[old_password]`, `Access_Token`), and its whole value
// goes, a list or an object as well as a string.
const SECRET_KEYS =
  /^(token|access_?token|refresh_?token|id_?token|jwt|authorization|password|password_confirm|old_password|new_password|phone_code|code|web_tk_code|bank_account|bank_duty_number|jsapi_ticket|signature|secret|client_secret|api_?key|mock_token|x-mock-token)$/i;

export const REDACTED = '[redacted]';

/** Whether a key names a secret: itself, or any of its bracketed parts (`user[password]`, `password[]`). */
export const isSecret = (key: string) =>
  key
    .split(/[[\]]+/)
    .filter(Boolean)
    .some((part) => SECRET_KEYS.test(part.trim()));

export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecret(key) && inner !== null && inner !== undefined ? REDACTED : redact(inner, depth + 1),
    ]),
  );
}
