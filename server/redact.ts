// What the request journal must never show: tokens, passwords and codes that log someone in,
// and a salesman's bank details, wherever they sit in a body, a query or an answer.
const SECRET_KEYS =
  /^(token|authorization|password|password_confirm|old_password|phone_code|code|web_tk_code|bank_account|bank_duty_number|jsapi_ticket|signature|mock_token|x-mock-token)$/i;

export const REDACTED = '[redacted]';

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.test(key) && inner !== null && typeof inner !== 'object' ? REDACTED : redact(inner, depth + 1),
    ]),
  );
}
