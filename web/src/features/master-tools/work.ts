import type { DataOf } from '../../lib/api/client.ts';

/** One work submission of the publish-works tool (its form and its list). */
export type Work = DataOf<'workSubmissions'>['list'][number];
