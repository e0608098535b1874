// Purchase requests and AI voice (contract/calls/collection.ts, audio.ts, order.ts).
import { audioRule, code, g, UNKNOWN_ID } from '../fixtures.ts';
import {
  BAD,
  CONFLICT,
  type Entry,
  expect,
  FORBIDDEN,
  LOGIN_NEEDED,
  NOT_FOUND,
  noToken,
  PURCHASE,
  TOKEN_PERSONA,
} from './kit.ts';

export const purchaseCases: Record<string, Entry> = {
  'collection.applyBuyStatus': {
    ok: () => ({ body: { goods_id: g(1) } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID } }) },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { goods_id: g(1) } })) },
      { name: 'no goods_id', ...BAD, request: () => ({ body: {} }) },
    ],
  },
  'collection.applyBuy': {
    writes: true,
    ok: () => ({ body: { goods_id: g(5), ...PURCHASE } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, ...PURCHASE } }) },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { goods_id: g(5), ...PURCHASE } })) },
      // (treasure 1, by someone else than its author: the success above already sent one for
      // treasure 5, and a repeat is refused first)
      {
        name: 'name missing',
        ...BAD,
        persona: 'demo-visitor',
        request: () => ({ body: { goods_id: g(1), ...PURCHASE, name: '' } }),
        situation: 'nameMissing',
      },
      {
        name: 'phone missing',
        ...BAD,
        persona: 'demo-visitor',
        request: () => ({ body: { goods_id: g(1), ...PURCHASE, phone: '' } }),
        situation: 'phoneMissing',
      },
      {
        name: 'price missing',
        ...BAD,
        persona: 'demo-visitor',
        request: () => ({ body: { goods_id: g(1), ...PURCHASE, price: '' } }),
        situation: 'priceMissing',
      },
      {
        name: 'message missing',
        ...BAD,
        persona: 'demo-visitor',
        request: () => ({ body: { goods_id: g(1), ...PURCHASE, content: '' } }),
        situation: 'messageMissing',
      },
      {
        name: 'sensitive words',
        ...BAD,
        persona: 'demo-visitor',
        request: () => ({ body: { goods_id: g(1), ...PURCHASE, content: `${PURCHASE.content}${code('赌博')}` } }),
        situation: 'sensitiveWords',
        // the spec's form (the situation), and the very word this case sent
        spec: (msg) => expect(msg, 'msg').toBe(`The submitted information contains sensitive words：${code('赌博')}`),
      },
      {
        name: 'not for sale',
        ...FORBIDDEN,
        request: () => ({ body: { goods_id: g(2), ...PURCHASE } }),
        situation: 'notForSale',
      },
      { name: 'own treasure', ...FORBIDDEN, request: () => ({ body: { goods_id: g(1), ...PURCHASE } }) },
      {
        name: 'a second request',
        ...CONFLICT,
        before: () => ({ body: { goods_id: g(6), ...PURCHASE } }),
        request: () => ({ body: { goods_id: g(6), ...PURCHASE } }),
      },
    ],
  },
  'audio.pricing': {
    ok: () => ({ body: { goods_id: g(1), artist_type: 1 } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, artist_type: 1 } }) },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { goods_id: g(1), artist_type: 1 } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), artist_type: 2 } }) },
      { name: 'unknown artist_type', ...BAD, request: () => ({ body: { goods_id: g(1), artist_type: 3 } }) },
    ],
  },
  'audio.payByCount': {
    persona: 'demo-collector',
    writes: true,
    ok: () => ({ body: { goods_id: g(3), artist_type: 2 } }),
    errors: [
      { name: 'unknown treasure', ...NOT_FOUND, request: () => ({ body: { goods_id: UNKNOWN_ID, artist_type: 2 } }) },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { goods_id: g(3), artist_type: 2 } })) },
      {
        name: 'not the owner',
        ...FORBIDDEN,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { goods_id: g(3), artist_type: 2 } }),
      },
      // treasure 1's voice is already in effect: refused before anything is spent
      {
        name: 'already activated',
        ...CONFLICT,
        persona: TOKEN_PERSONA,
        request: () => ({ body: { goods_id: g(1), artist_type: 1 } }),
      },
      { name: 'no goods_id', ...BAD, request: () => ({ body: { artist_type: 2 } }) },
    ],
  },
  'order.payAudioLogs': {
    writes: true,
    ok: () => ({ body: { goods_id: g(2), type_id: audioRule(1) } }),
    mock: (d) => expect(d.pay.package).toContain(d.order_no),
    errors: [
      {
        name: 'unknown treasure',
        ...NOT_FOUND,
        request: () => ({ body: { goods_id: UNKNOWN_ID, type_id: audioRule(1) } }),
      },
      { name: 'no token', ...LOGIN_NEEDED, ...noToken(() => ({ body: { goods_id: g(2), type_id: audioRule(1) } })) },
      { name: 'not the owner', ...FORBIDDEN, request: () => ({ body: { goods_id: g(3), type_id: audioRule(1) } }) },
      { name: 'already activated', ...CONFLICT, request: () => ({ body: { goods_id: g(1), type_id: audioRule(1) } }) },
      { name: 'no type_id', ...BAD, request: () => ({ body: { goods_id: g(2) } }) },
    ],
  },
};
