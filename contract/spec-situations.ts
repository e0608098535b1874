// What the spec states of an answer in the situations it names: the codes of its error
// catalogue and the words it gives (product §5, §6, §7, §8). One rule set for every judge of an
// answer (answer-tiers.ts): the contract suite names the situation each case brings about; the
// mock's live check of a real backend recognises it from the request, the answer and what the
// same caller was answered before (createSituations), as an app's session would show it.
// Everything else of a refusal (other codes, other messages, `data`) is the mock's choice.
import type { CallDef } from './define-call.ts';
import { messages } from './messages.ts';
import { sameValue } from './spec-marks.ts';

/** The codes the spec's catalogue gives for a situation, and the calls it gives them for. */
export const SPEC_CODES = {
  /** §7 goods/info "code (0 ok, -1 not found)", §8 "Treasure not found (code -1)": the lookups */
  notFound: {
    code: -1,
    calls: ['goods.info', 'goods.applyBuyId', 'goodsder.info', 'goods.checkType'],
    why: 'a treasure not found',
  },
  /** §6: following, purchase requests, favorites, likes and AI voice need a login; §8 code 401 */
  loginNeeded: {
    code: 401,
    calls: [
      'auth.me',
      'artist.editFollow',
      'collection.applyBuyStatus',
      'collection.applyBuy',
      'audio.pricing',
      'audio.payByCount',
      'order.payAudioLogs',
      'goods.like',
      'goods.editSave',
      'auth.artistList',
      'auth.chooseArtist',
    ],
    why: 'sent without a login to a call that needs one',
  },
} as const;

/** The words the spec gives for a situation (in English, the language it gives them in). */
export const SPEC_WORDS = {
  /** §4, §8 */
  likedAgain: { calls: ['goods.like'], text: messages.alreadyLiked.en, why: 'a like of a treasure it liked before' },
  /** §6, §8 */
  followSelf: { calls: ['artist.editFollow'], text: messages.followSelf.en, why: 'a follow of its own identity' },
  /** §5, §8: "Requests are allowed only when is_can_buy is 1" */
  notForSale: {
    calls: ['collection.applyBuy'],
    text: messages.notForSale.en,
    why: 'a purchase request for a treasure not for sale',
  },
  /** §5, the purchase request's checks in their order */
  nameMissing: { calls: ['collection.applyBuy'], text: messages.purchaseNameRequired.en, why: 'no name' },
  phoneMissing: { calls: ['collection.applyBuy'], text: messages.purchasePhoneRequired.en, why: 'no phone' },
  priceMissing: { calls: ['collection.applyBuy'], text: messages.purchasePriceRequired.en, why: 'no price' },
  messageMissing: { calls: ['collection.applyBuy'], text: messages.purchaseMessageRequired.en, why: 'no message' },
  /** §5: the message, then the words after a full-width colon */
  sensitiveWords: {
    calls: ['collection.applyBuy'],
    text: messages.sensitiveWords.en.replace('{words}', ''),
    why: 'sensitive words',
  },
  /** §7 checkGoodsType: "msg equal to 'goods' means main treasure" (an 11-character code, §5) */
  mainTreasure: { calls: ['goods.checkType'], text: 'goods', why: 'the check of a treasure code' },
} as const;

export type CodeSituation = keyof typeof SPEC_CODES;
export type WordSituation = keyof typeof SPEC_WORDS;
export type Situation = CodeSituation | WordSituation;

export const isCodeSituation = (situation: Situation | undefined): situation is CodeSituation =>
  situation !== undefined && situation in SPEC_CODES;

/** Why the spec says what it says here, for a person reading a difference. */
export const whyOf = (situation: Situation) =>
  isCodeSituation(situation) ? SPEC_CODES[situation].why : SPEC_WORDS[situation].why;

/** Whether `msg` is what the spec says in a situation of its words. */
export function saysTheSpecWords(situation: WordSituation, msg: unknown): boolean {
  const { text } = SPEC_WORDS[situation];
  if (situation === 'sensitiveWords')
    return typeof msg === 'string' && msg.startsWith(text) && msg.length > text.length;
  return msg === text;
}

/** An exchange as a live check sees it. */
export type SeenExchange = {
  call: Pick<CallDef, 'id'>;
  /** the bearer token sent, if any: held in memory only, to know what the same caller was answered */
  token?: string;
  /** the request asked for English (the `lang` or Accept-Language header) */
  english: boolean;
  query?: Record<string, unknown>;
  body?: unknown;
  answer: { status: number; body: unknown };
};

const fieldOf = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const NOT_FOUND_WORDS: readonly string[] = Object.values(messages.treasureNotFound);
const SENSITIVE_WORDS: readonly string[] = Object.values(messages.sensitiveWords).map((t) => t.replace('{words}', ''));

/** The purchase request's first missing field (§5's order), while the fields before it are given. */
function missingField(body: unknown): WordSituation | undefined {
  const order: [string, WordSituation, RegExp][] = [
    ['name', 'nameMissing', /^.{1,4}$/u],
    ['phone', 'phoneMissing', /^\d{11}$/],
    ['price', 'priceMissing', /^\d{1,9}(\.\d+)?$/],
    ['content', 'messageMissing', /^[\s\S]{1,150}$/u],
  ];
  for (const [field, situation, valid] of order) {
    const value = text(fieldOf(body, field));
    if (!value) return situation;
    if (!valid.test(value)) return undefined;
  }
  return undefined;
}

/**
 * The situations of a live session's exchanges, in order: `see` answers the situation of one
 * exchange (from it and from what came before), then keeps what it tells of later ones. It
 * remembers at most `keep` of each kind of thing (the newest).
 */
export function createSituations(keep = 1000) {
  /** what common/encrypt was asked to encrypt, by what it answered */
  const encrypted = new Map<string, unknown>();
  /** `token treasure` for a treasure the caller has liked */
  const liked = new Map<string, true>();
  /** the identities (artist, collector) of the caller of a token, from auth/me */
  const identities = new Map<string, string[]>();
  /** whether a treasure allows purchase requests (is_can_buy), from goods/info */
  const forSale = new Map<string, boolean>();
  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > keep) map.delete(map.keys().next().value as K);
  };
  /** what the exchange's encrypted `data` (in its query or its body) was made of */
  const payloadOf = ({ query, body }: SeenExchange) => {
    const sealed = fieldOf(query, 'data') ?? fieldOf(body, 'data');
    return typeof sealed === 'string' ? encrypted.get(sealed) : undefined;
  };

  function situationOf(exchange: SeenExchange): Situation | undefined {
    const { call, token, body, answer } = exchange;
    const id = call.id;
    if (!token && (SPEC_CODES.loginNeeded.calls as readonly string[]).includes(id)) return 'loginNeeded';
    const code = fieldOf(answer.body, 'code');
    const msg = fieldOf(answer.body, 'msg');
    if (sameValue(code, 0)) {
      const serial = text(fieldOf(payloadOf(exchange), 'serial_number'));
      return id === 'goods.checkType' && serial.length === 11 ? 'mainTreasure' : undefined;
    }
    if ((SPEC_CODES.notFound.calls as readonly string[]).includes(id) && NOT_FOUND_WORDS.includes(text(msg)))
      return 'notFound';
    if (id === 'goods.like') {
      const treasure = text(fieldOf(payloadOf(exchange), 'goods_id'));
      return token && treasure && liked.has(`${token} ${treasure}`) ? 'likedAgain' : undefined;
    }
    if (id === 'artist.editFollow') {
      const artist = text(fieldOf(body, 'artist_id'));
      return token && artist && identities.get(token)?.includes(artist) ? 'followSelf' : undefined;
    }
    if (id === 'collection.applyBuy') {
      if (SENSITIVE_WORDS.some((words) => text(msg).startsWith(words))) return 'sensitiveWords';
      const missing = missingField(body);
      if (missing) return missing;
      return forSale.get(text(fieldOf(body, 'goods_id'))) === false ? 'notForSale' : undefined;
    }
    return undefined;
  }

  function learn(exchange: SeenExchange) {
    const { call, token, body, answer } = exchange;
    if (!sameValue(fieldOf(answer.body, 'code'), 0)) return;
    const data = fieldOf(answer.body, 'data');
    if (call.id === 'common.encrypt') {
      const sealed = fieldOf(data, 'data_encrypted');
      if (typeof sealed === 'string') remember(encrypted, sealed, body);
    } else if (call.id === 'goods.info') {
      const treasure = text(fieldOf(data, 'id'));
      if (!treasure) return;
      remember(forSale, treasure, sameValue(fieldOf(data, 'is_can_buy'), 1));
      if (token && sameValue(fieldOf(data, 'is_like'), 1)) remember(liked, `${token} ${treasure}`, true);
    } else if (call.id === 'goods.like' && token) {
      const treasure = text(fieldOf(payloadOf(exchange), 'goods_id'));
      if (treasure) remember(liked, `${token} ${treasure}`, true);
    } else if (call.id === 'auth.me' && token) {
      const ids = [fieldOf(data, 'artist_id'), fieldOf(data, 'collector_id'), fieldOf(fieldOf(data, 'artist'), 'id')];
      remember(identities, token, ids.map(text).filter(Boolean));
    } else if (call.id === 'auth.chooseArtist' && token) identities.delete(token);
  }

  return {
    see(exchange: SeenExchange): Situation | undefined {
      const situation = situationOf(exchange);
      learn(exchange);
      return situation;
    },
  };
}
export type Situations = ReturnType<typeof createSituations>;
