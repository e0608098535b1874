// The smaller records of product §3, "Others".
import { z } from 'zod';
import { intl, mediaUrl } from '../fields.ts';
import { specFields } from '../spec-marks.ts';

export const newsItem = specFields(
  z
    .object({
      id: z.number().int().positive().describe("The news item's id."),
      ...intl('title'),
      url: z.string().describe('Opened externally.'),
      pic: mediaUrl.describe('Its picture.'),
      published_at: z.string().describe('When it was published.'),
    })
    .meta({ id: 'NewsItem' }),
  { mock: ['id', 'pic', 'published_at'] },
);

export const helpText = z
  .object({ key: z.string(), content: z.string(), content_intl: z.string() })
  .meta({ id: 'HelpText' });

/** The public notice; `content` is HTML that the client must sanitise before showing. */
export const notice = specFields(
  z
    .object({
      ...intl('title'),
      ...intl('content'),
      user_range: z.number().int().describe('Who sees the notice.'),
    })
    .meta({ id: 'Notice' }),
  { mock: ['title_intl', 'content_intl'] },
);
