// Salesman codes (what /banding asks for), one more salesman to bind in demos, and which
// masters each salesman looks after (their statistics on /data).
import type { salesmanArtists } from '../../db/schema.ts';
import type { SalesmanRow } from './types.ts';

/** The code of each salesman of salesmen.ts, by id: random, so that one code does not give away the next. */
export const SALESMAN_CODES: Record<number, string> = { 1: 'ZB7K3QM9XD', 2: 'ZB4HWR8T2P' };

/** A salesman nobody is bound to yet: bind with code ZB9FN6VJ3C on /banding. */
export const extraSalesmen: SalesmanRow[] = [
  {
    id: 3,
    code: 'ZB9FN6VJ3C',
    name: '王志强',
    auth: 0,
    bank_account: '6228 4812 3456 7890 123',
    bank_duty_number: '91320508MA1X8F2K6P',
    bank_name: '中国农业银行苏州姑苏支行',
    company_name: '苏州锦绣文化发展有限公司',
  },
];

export const salesmanArtistLinks: (typeof salesmanArtists.$inferInsert)[] = [
  { salesman_id: 1, artist_id: 101 },
  { salesman_id: 1, artist_id: 104 },
  { salesman_id: 2, artist_id: 106 },
  { salesman_id: 3, artist_id: 102 },
];
