// Provisional calls around the master's account: statistics for salesman-bound users (/data,
// /data_all), applications to become a master, collector or institution (/robot, /robot_col,
// /robot_inst) and salesman binding (/banding and its variants).
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { ROLES, roleApplication, statistics } from '../entities/master-tools.ts';
import { salesman } from '../entities/user.ts';
import { formText, fromNumeric, id } from '../fields.ts';
import { STATS_DEFAULT_PERIOD, STATS_PERIODS } from '../limits.ts';

const needsLogin = { http: 401, code: 401, when: 'no token, or a bad or expired one' };

const period = fromNumeric(
  z
    .number()
    .int()
    .refine((days) => (STATS_PERIODS as readonly number[]).includes(days), `one of ${STATS_PERIODS.join(', ')}`),
).default(STATS_DEFAULT_PERIOD);

export const statisticsCall = defineCall({
  ...endpoints.statistics,
  summary:
    "Daily figures (views, likes, shares, saves, followers, purchase requests) of the masters a salesman-bound user's salesman looks after (scope mine), or of every master (scope all: the salesman's auth must be 1), over 7, 30 or 90 days; artist_id narrows the series to one master.",
  provisional: true,
  query: z.object({ scope: z.enum(['mine', 'all']).default('mine'), days: period, artist_id: id.optional() }),
  data: statistics,
  errors: [
    needsLogin,
    { http: 403, code: 403, when: 'not bound to a salesman; scope all without auth 1; or a master outside the scope' },
  ],
});

export const roleApplicationCall = defineCall({
  ...endpoints.roleApplication,
  summary:
    'Where the caller stands for a role: already that role, refused by the role rules (a master cannot become an institution; an institution cannot become a collector), and their latest application.',
  provisional: true,
  query: z.object({ role: z.enum(ROLES) }),
  data: z.object({
    role: z.enum(ROLES),
    member: z.boolean().describe('The caller already has this role.'),
    refusal: z.string().nullable().describe('Why the caller may not apply (in their language), or null.'),
    application: roleApplication.nullable(),
  }),
  errors: [needsLogin],
});

export const applyRole = defineCall({
  ...endpoints.applyRole,
  summary:
    'Applies to become a master, a collector or a collection institution (name, mobile phone, introduction of at most 200 characters).',
  provisional: true,
  body: z.object({ role: z.enum(ROLES), name: formText(400), phone: formText(100), intro: formText(4000) }),
  data: roleApplication,
  errors: [
    needsLogin,
    { http: 400, code: 400, when: 'name missing or too long, a bad phone, or an introduction over 200 characters' },
    {
      http: 403,
      code: 403,
      when: 'a master applying to be an institution, or an institution applying to be a collector',
    },
    { http: 409, code: 409, when: 'already that role, or an application for it is under review' },
  ],
});

export const bindSalesman = defineCall({
  ...endpoints.bindSalesman,
  summary: 'Binds the caller to the salesman with this code; the statistics buttons then appear.',
  provisional: true,
  body: z.object({ code: formText(200) }),
  data: z.object({ bind_salesman_id: z.number().int().positive(), bindsalesman: salesman }),
  errors: [
    needsLogin,
    { http: 400, code: 400, when: 'no code, or one too long' },
    { http: 200, code: -1, when: 'no salesman has this code' },
    { http: 409, code: 409, when: 'the caller is already bound to a salesman' },
  ],
});
