// Provisional calls of the master's (and collector's) works: publishing (/renzhen, with its
// drafts and review), management of owned treasures (/guanli: the recommended collection and
// purchase requests), news (/xinwen), AI voice (/aiyuyin lists owned treasures) and 3D
// applications (/apply3D). `artist_type` as in master-tools.ts.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import {
  artistTypeField,
  jsonList,
  ownedNews,
  ownedTreasure,
  threeDApplication,
  WORK_KINDS,
  workSubmission,
} from '../entities/master-tools.ts';
import { flag, formText, id, pictureList } from '../fields.ts';
import { TREASURE_DATA_MAX, WORK_PICTURES_MAX } from '../limits.ts';

const needsLogin = { http: 401, code: 401, when: 'no token, or a bad or expired one' };
const notTheirs = {
  http: 403,
  code: 403,
  when: 'no identity of that type (not a master or assistant; not a collector), or a master not yet certified (status -1 or 4)',
};

export const workSubmissions = defineCall({
  ...endpoints.workSubmissions,
  summary:
    'The caller’s published works and drafts with their review state (0 draft, 1 under review, 2 approved, 3 review failed, 4 blocked), newest first.',
  provisional: true,
  query: z.object({ artist_type: artistTypeField }),
  data: z.object({
    list: z.array(workSubmission),
    can_compete: z.boolean().describe('Compete_status 2: culture-competition works may be published.'),
  }),
  errors: [needsLogin, notTheirs],
});

export const saveWork = defineCall({
  ...endpoints.saveWork,
  summary:
    'Saves a work as a draft (submit 0) or sends it for review (submit 1). Pictures are upload/image pictures (under 10M each, at most 9); the description at most 200 characters; treasure data at most 10 items. Only drafts and works that failed review can be changed.',
  provisional: true,
  body: z.object({
    artist_type: artistTypeField,
    id: id.optional().describe('The draft or failed work to change; none for a new one.'),
    kind: z.enum(WORK_KINDS).default('ordinary'),
    name: formText(400),
    name_intl: formText(800),
    pictures: pictureList(WORK_PICTURES_MAX),
    description: formText(4000),
    description_intl: formText(4000),
    data_lines: jsonList(z.object({ label: formText(200), value: formText(400) }), TREASURE_DATA_MAX).optional(),
    manufacturing_date: formText(20),
    submit: flag.default(0),
  }),
  data: workSubmission,
  errors: [
    needsLogin,
    { ...notTheirs, when: `${notTheirs.when}; or a culture-competition work without compete_status 2` },
    {
      http: 400,
      code: 400,
      when: 'a field breaks its rule (name, pictures, description over 200, more than 10 treasure data items)',
    },
    { http: 200, code: -1, when: 'no such work of the caller’s' },
    { http: 409, code: 409, when: 'the work is under review, approved or blocked: it cannot be changed' },
  ],
});

export const deleteWork = defineCall({
  ...endpoints.deleteWork,
  summary: 'Deletes a draft or a work that failed review.',
  provisional: true,
  body: z.object({ artist_type: artistTypeField, id }),
  data: z.object({ id: z.number().int().positive() }),
  errors: [
    needsLogin,
    notTheirs,
    { http: 200, code: -1, when: 'no such work of the caller’s' },
    { http: 409, code: 409, when: 'the work is under review, approved or blocked' },
  ],
});

export const ownerTreasures = defineCall({
  ...endpoints.ownerTreasures,
  summary:
    'The treasures the caller owns (as author, or as collector and holder), with their recommended-collection, purchase-request, AI voice and 3D states, and the AI voice activations left.',
  provisional: true,
  query: z.object({ artist_type: artistTypeField }),
  data: z.object({
    artist_id: z.number().int().positive(),
    audio_count: z.number().int().nonnegative(),
    recommended_max: z.number().int().positive(),
    list: z.array(ownedTreasure),
  }),
  errors: [needsLogin, notTheirs],
});

export const setRecommended = defineCall({
  ...endpoints.setRecommended,
  summary:
    'Adds a treasure to (recommended 1) or removes it from (0) the recommended collection, which holds at most four.',
  provisional: true,
  body: z.object({ artist_type: artistTypeField, goods_id: id, recommended: flag }),
  data: z.object({ recommended: z.array(z.number().int().positive()) }),
  errors: [
    needsLogin,
    { ...notTheirs, when: `${notTheirs.when}; or the treasure is not the caller’s` },
    { http: 200, code: -1, when: 'no such treasure' },
    { http: 409, code: 409, when: 'the collection already holds four' },
  ],
});

export const setForSale = defineCall({
  ...endpoints.setForSale,
  summary: 'Opens (1) or closes (0) a treasure to purchase requests (is_can_buy).',
  provisional: true,
  body: z.object({ artist_type: artistTypeField, goods_id: id, is_can_buy: flag }),
  data: z.object({ goods_id: z.number().int().positive(), is_can_buy: z.number().int() }),
  errors: [
    needsLogin,
    { ...notTheirs, when: `${notTheirs.when}; or the treasure is not the caller’s` },
    { http: 200, code: -1, when: 'no such treasure' },
  ],
});

export const ownerNews = defineCall({
  ...endpoints.ownerNews,
  summary: 'The caller’s news items, newest first (the same items news/list shows the public).',
  provisional: true,
  query: z.object({ artist_type: artistTypeField }),
  data: z.object({ artist_id: z.number().int().positive(), list: z.array(ownedNews) }),
  errors: [needsLogin, notTheirs],
});

export const saveNews = defineCall({
  ...endpoints.saveNews,
  summary:
    'Adds a news item, or changes one (with id): a title (Chinese, English optional), an http(s) link and a date.',
  provisional: true,
  body: z.object({
    artist_type: artistTypeField,
    id: id.optional(),
    title: formText(400),
    title_intl: formText(800),
    url: formText(2000),
    pic: formText(300).describe("A cover picture of upload/image; the master's photo when none."),
    published_at: formText(20),
  }),
  data: ownedNews,
  errors: [
    needsLogin,
    notTheirs,
    { http: 400, code: 400, when: 'title missing or too long, a link that is not http(s), or a bad date' },
    { http: 200, code: -1, when: 'no such news item of the caller’s' },
  ],
});

export const deleteNews = defineCall({
  ...endpoints.deleteNews,
  summary: 'Deletes one of the caller’s news items.',
  provisional: true,
  body: z.object({ artist_type: artistTypeField, id }),
  data: z.object({ id: z.number().int().positive() }),
  errors: [needsLogin, notTheirs, { http: 200, code: -1, when: 'no such news item of the caller’s' }],
});

export const threeDApplications = defineCall({
  ...endpoints.threeDApplications,
  summary: 'The caller’s applications for 3D treasures (1 under review, 2 approved, 3 review failed), newest first.',
  provisional: true,
  query: z.object({ artist_type: artistTypeField }),
  data: z.object({ list: z.array(threeDApplication) }),
  errors: [needsLogin, notTheirs],
});

export const applyThreeD = defineCall({
  ...endpoints.applyThreeD,
  summary:
    'Applies for a 3D treasure: one of the caller’s treasures without a 3D view, a contact phone and a note (at most 200 characters).',
  provisional: true,
  body: z.object({ artist_type: artistTypeField, goods_id: id, contact: formText(100), note: formText(4000) }),
  data: threeDApplication,
  errors: [
    needsLogin,
    { ...notTheirs, when: `${notTheirs.when}; or the treasure is not the caller’s` },
    { http: 200, code: -1, when: 'no such treasure' },
    { http: 400, code: 400, when: 'a contact that is not a mainland mobile number, or a note over 200 characters' },
    { http: 409, code: 409, when: 'the treasure already has a 3D view, or an application for it is under review' },
  ],
});
