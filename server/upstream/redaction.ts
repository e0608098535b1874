// What a recording never holds (decision 73): secrets and personal data, and nothing else. The
// backend's codes and messages, ids, prices and every other field stay as it sent them, so that
// a recording can be replayed and reviewed as the backend's own words. docs/real-backend.md lists
// these rules one by one; a change here changes that list.
import { isSecret, REDACTED } from '../redact.ts';
import { standIn } from './identity.ts';

/** Keys holding a secret, besides the journal's (server/redact.ts), however they are written. */
const MORE_SECRETS = /(token|password|passwd|secret|cookie|authorization|session|openid|unionid|^bank_)/i;
/** Keys holding contact data: a phone however named, a way to reach someone, an email, an identity card. */
const CONTACT = /(phone|mobile|^tel$|telephone|^contact$|^e_?mail$|id_?card|^assistant_name$)/i;
/** A person's name: redacted where it sits beside contact or bank data (a purchase request, an authorisation). */
const PERSON_NAME = /^(name|real_?name|full_?name)$/i;
const BESIDE_A_PERSON = /(phone|mobile|^tel$|telephone|^contact$|^bank_)/i;
/** Keys whose value says who is logged in: in an answer, written as a stand-in naming the user (identity.ts). */
const IDENTITY_KEYS = /^(code|token|access_?token|user_?token)$/i;
/** Fields that change between two runs of the same request: left out of its key. */
export const NOISE =
  /^(_|_t|t|ts|_ts|timestamp|time_?stamp|nonce|nonce_?str|rand|random|cache_?buster|trace_?id|request_?id)$/i;

/** A secret's key in a request; in an answer, `code` is the backend's own code and stays. */
export const secretKey = (key: string, side: Side) =>
  (side === 'request' || key.toLowerCase() !== 'code') &&
  (isSecret(key) || MORE_SECRETS.test(key) || CONTACT.test(key));

/** A mainland mobile number as people write it: 13812345678, +86 138 1234 5678, 138-1234-5678, (0086)13812345678. */
// not inside a longer word or number (a hex or base64 ciphertext, an id, a price)
const PHONE = /(?<![\w+/])(?:\(?(?:\+|00)86\)?[\s-]*)?1[3-9]\d(?:[\s-]?\d){8}(?![\w/+]|[-.]\d)/g;
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER = /\bBearer\s+[^\s"',;]+/gi;
/** A parameter of an address's query or fragment (`?code=…`, `&token=…`). */
const URL_PARAM = /([?&#])([\w.[\]%-]+)=([^&#\s"'<>]*)/g;

/** Depth past which a value is not looked into (it is redacted whole). */
const DEPTH = 12;
/** A known secret shorter than this is not looked for inside other texts (it would match anything). */
const SCRUB_MIN = 6;

export type Side = 'request' | 'answer';

export type Redaction = {
  /** the secret values met so far, each to be redacted wherever else it appears in the exchange */
  found: Set<string>;
  /** the label of the user a token or login code stands for */
  label(secret: string): string;
  /** in an answer: the label of the user the tokens it gives stand for (the caller, or the login code's) */
  gives?: string;
  /** in an answer: the tokens it gave, each with the label it stands for from now on */
  given?: Map<string, string>;
};

/** The stand-in an answer writes for a token it gives or a login code it hands on. */
function standInFor(key: string, secret: string, redaction: Redaction): string {
  if (/code/i.test(key)) return standIn(redaction.label(secret));
  const label = redaction.gives ?? redaction.label(secret);
  redaction.given?.set(secret, label);
  return standIn(label);
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A text without tokens, phone numbers or secret query parameters. */
export function scrubText(text: string, side: Side, redaction: Redaction): string {
  let out = text.replace(JWT, REDACTED).replace(BEARER, REDACTED).replace(PHONE, REDACTED);
  if (out.includes('=')) {
    out = out.replace(URL_PARAM, (whole, mark: string, name: string, value: string) => {
      const key = decode(name);
      if (!value || value.startsWith('[redacted') || !secretKey(key, 'request')) return whole;
      const secret = decode(value);
      if (secret.length >= SCRUB_MIN) redaction.found.add(secret);
      const written = side === 'answer' && IDENTITY_KEYS.test(key) ? standInFor(key, secret, redaction) : REDACTED;
      return `${mark}${name}=${written}`;
    });
  }
  return out;
}

function collect(value: unknown, found: Set<string>) {
  if (typeof value === 'string' || typeof value === 'number') {
    if (String(value).length >= SCRUB_MIN) found.add(String(value));
  } else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner, found);
}

/**
 * `value` with its secrets and personal data as `[redacted]`, at any depth (a token an answer gives
 * as the stand-in of its user); in a request, its noise left out too. The secret values found are
 * added to `redaction.found`.
 */
export function clean(value: unknown, side: Side, redaction: Redaction, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, side, redaction);
  if (value === null || typeof value !== 'object') return value;
  if (depth > DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => clean(item, side, redaction, depth + 1));
  const keys = Object.keys(value);
  const aPerson = keys.some((key) => BESIDE_A_PERSON.test(key));
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (side === 'request' && NOISE.test(key)) continue;
    const secret = secretKey(key, side) || (aPerson && PERSON_NAME.test(key));
    // a flag (sign_password: false) or an empty field says whether there is a secret, not what it is
    if (secret && inner !== null && inner !== undefined && inner !== '' && typeof inner !== 'boolean') {
      collect(inner, redaction.found);
      const given = side === 'answer' && typeof inner === 'string' && IDENTITY_KEYS.test(key);
      kept[key] = given ? standInFor(key, inner, redaction) : REDACTED;
    } else kept[key] = clean(inner, side, redaction, depth + 1);
  }
  return kept;
}

/** Every occurrence of a known secret inside any text of `value` as `[redacted]`. */
export function scrubKnown(value: unknown, secrets: Set<string>): unknown {
  if (!secrets.size) return value;
  if (typeof value === 'string') {
    let text = value;
    for (const secret of secrets) if (text.includes(secret)) text = text.split(secret).join(REDACTED);
    return text;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubKnown(item, secrets));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubKnown(inner, secrets)]));
}
