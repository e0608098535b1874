import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { id } from '../fields.ts';

const followStatus = z.object({ follow_status: z.number().int().min(0).max(1) });

export const followStatusCall = defineCall({
  ...endpoints.followStatus,
  summary: 'Whether the caller follows a master or collector (0 without a token).',
  body: z.object({ artist_id: id }),
  data: followStatus,
  errors: [{ http: 200, code: -1, when: 'no such master or collector' }],
});

export const editFollow = defineCall({
  ...endpoints.editFollow,
  summary: "Toggles following. One's own author or collector identity is refused.",
  body: z.object({ artist_id: id }),
  data: followStatus,
  errors: [
    { http: 200, code: -1, when: 'no such master or collector' },
    { http: 401, code: 401, when: 'no token, or a bad or expired one' },
    { http: 403, code: 403, when: 'one\'s own identity: "Can\'t follow yourself"' },
  ],
});
