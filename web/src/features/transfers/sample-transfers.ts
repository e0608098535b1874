// Example transfers: no call returns them yet, and the screens say so. Times are relative to
// today so that the example always looks current.
import { present } from '#contract/present.ts';
import { daysAgo } from '../../components/preview/format.ts';

/** People on the other side of a transfer (the seed's holders). */
const COUNTERPARTS = [
  { name: '周慕白', name_intl: 'Zhou Mubai' },
  { name: '许文涛', name_intl: 'Xu Wentao' },
  { name: '沈嘉禾', name_intl: 'Shen Jiahe' },
  { name: '余岚', name_intl: 'Yu Lan' },
  { name: '何云山', name_intl: 'He Yunshan' },
  { name: '张国栋', name_intl: 'Zhang Guodong' },
];

type Name = { name: string; name_intl: string };

/** A sample counterpart who is not `holder` (nobody transfers a treasure to its current holder). */
export function counterpartOtherThan(holder: Name | null | undefined, skip = 0): Name {
  const others = COUNTERPARTS.filter((person) => person.name !== holder?.name);
  return present(others[skip % others.length], 'a counterpart');
}

export type TransferRow = {
  id: string;
  direction: 'out' | 'in';
  price: number;
  at: Date;
  state: 'awaiting' | 'completed' | 'cancelled' | 'expired';
};

export function transferRows(now = new Date()): TransferRow[] {
  return [
    {
      id: 't1',
      direction: 'out',
      price: 86000,
      at: daysAgo(0, 9, 12, now),
      state: 'awaiting',
    },
    {
      id: 't2',
      direction: 'out',
      price: 128000,
      at: daysAgo(6, 16, 40, now),
      state: 'completed',
    },
    {
      id: 't3',
      direction: 'out',
      price: 45000,
      at: daysAgo(15, 11, 5, now),
      state: 'expired',
    },
    {
      id: 't4',
      direction: 'in',
      price: 66000,
      at: daysAgo(1, 13, 22, now),
      state: 'awaiting',
    },
    {
      id: 't5',
      direction: 'in',
      price: 230000,
      at: daysAgo(21, 10, 48, now),
      state: 'completed',
    },
    {
      id: 't6',
      direction: 'in',
      price: 38000,
      at: daysAgo(44, 17, 3, now),
      state: 'cancelled',
    },
  ];
}
