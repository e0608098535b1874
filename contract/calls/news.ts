import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { endpoints } from '../endpoints.ts';
import { newsItem } from '../entities/misc.ts';
import { id } from '../fields.ts';

export const list = defineCall({
  ...endpoints.newsList,
  summary: "A master's news, newest first.",
  params: z.object({ artist_id: id }),
  data: z.object({ list: z.array(newsItem) }),
  errors: [],
});
