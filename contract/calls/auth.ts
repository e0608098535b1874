import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { notice } from '../entities/misc.ts';
import { assistantMaster, me as meSchema, sessionUser } from '../entities/user.ts';
import { fromNumeric, id, text } from '../fields.ts';
import { mockShape, specFields } from '../spec-marks.ts';

const needsLogin = { http: 401, code: 401, when: 'no token, or a bad or expired one' };

/** Form bodies send lists as `a,b` or as repeated keys; JSON sends an array. */
const stringList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
  z.array(z.string().trim().min(1).max(64)).max(64),
);

export const wechatConfig = defineCall({
  ...endpoints.wechatConfig,
  summary:
    "The messaging app's JS-SDK configuration for a page url: `data.data` is a JSON string with appId, timestamp, nonceStr, signature and jsApiList.",
  body: z.object({ url: z.url({ protocol: /^https?$/ }).max(2048), jsApiList: stringList.default([]) }),
  data: z.object({ data: z.string() }),
  errors: [{ http: 400, code: 400, when: 'url is not an http(s) url' }],
});

/** The JSON inside wechatConfig's `data.data`. */
export const wechatConfigJson = z.object({
  debug: z.boolean(),
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
  jsApiList: z.array(z.string()),
});

export const nt = defineCall({
  ...endpoints.nt,
  summary:
    "Exchanges the messaging app's auth code for a token. msg 'success', or the not-authorised text for users who are not masters; code -1 with a message asking for a phone number opens the phone popup; the message 'please authorise login' (also code -1) asks the user to authorise the login. Any other -1 is a plain refusal.",
  query: z.object({
    code: z.string().trim().min(1).max(128),
    phone: z.string().trim().max(32).optional(),
    phone_code: z.string().trim().max(16).optional(),
    web_tk_code: z.string().trim().max(128).optional(),
  }),
  // the spec's table lists only the token (§7); the session's user (§3) is the mock's way to give it
  data: specFields(z.object({ token: z.string(), user: sessionUser, web_tk_code: z.string().nullable() }), {
    mock: ['user', 'web_tk_code'],
  }),
  errors: [
    { http: 200, code: -1, when: 'a phone number is needed: call again with phone and phone_code' },
    { http: 200, code: -1, when: "the code is not a valid authorisation: msg 'please authorise login'" },
    { http: 400, code: 400, when: 'the phone number or its verification code is wrong' },
  ],
});

export const me = defineCall({
  ...endpoints.me,
  summary: 'The logged-in user.',
  data: meSchema,
  errors: [needsLogin],
});

export const login = defineCall({
  ...endpoints.login,
  summary:
    "Imitates the messaging app's OAuth page: lists the demo personas; with `persona`, redirects (302) to `url` with `code` added.",
  query: z.object({
    // an example of its own: the page has no recorded answer to take one from
    url: z
      .string()
      .trim()
      .min(1)
      .max(2048)
      .meta({ examples: ['/home'] }),
    persona: z.string().trim().max(64).optional(),
  }),
  data: z.null(),
  produces: 'text/html',
  errors: [{ http: 400, code: 400, when: 'url is not an http(s) url or a path, or the persona is unknown' }],
});

export const urlScheme = defineCall({
  ...endpoints.urlScheme,
  summary: 'A link that opens the mini-program from outside the messaging app.',
  body: z.object({ path: text(256).optional(), query: text(1024).optional() }),
  data: z.object({ data: z.object({ openlink: z.string() }) }),
  errors: [],
});

export const artistList = defineCall({
  ...endpoints.artistList,
  summary: 'The masters an assistant may work for.',
  body: z.object({ type: fromNumeric(z.literal(1)) }),
  data: z.object({ list: z.array(assistantMaster) }),
  errors: [needsLogin],
});

export const chooseArtist = defineCall({
  ...endpoints.chooseArtist,
  summary:
    "Switches the master an assistant works for (with an assistant's powers only), or a master back to their own identity (artist_user_id: their own user id); the client then calls me again.",
  body: z.object({ type: fromNumeric(z.literal(1)), artist_user_id: id, artist_id: id }),
  // the spec reads only code 0
  data: mockShape(z.object({ artist_id: z.number().int().positive() })),
  errors: [
    needsLogin,
    { http: 403, code: 403, when: 'the caller is not an assistant of that master, nor is it their own identity' },
  ],
});

export const publicNotice = defineCall({
  ...endpoints.publicNotice,
  summary: 'The active public notice, or an empty object when there is none.',
  query: z.object({ app_type: fromNumeric(z.number().int().positive()) }),
  data: z.union([notice, z.object({}).strict()]),
  errors: [],
});
