// Static preview rows for the screens whose records no call returns yet (points, payments,
// transfers). Times are relative to today so that the preview always looks current.

import { daysAgo } from './format.ts';
import { AUDIO_PRICE_FIVE, AUDIO_PRICE_ONE } from './prices.ts';

export const SAMPLE_POINTS_BALANCE = 1260;

export type PointsRow = {
  id: string;
  kind: 'recharge' | 'bonus' | 'register' | 'refund';
  points: number;
  at: Date;
  code?: string;
};

export function pointsRows(now = new Date()): PointsRow[] {
  return [
    { id: 'p1', kind: 'recharge', points: 500, at: daysAgo(1, 20, 16, now) },
    { id: 'p2', kind: 'bonus', points: 50, at: daysAgo(1, 20, 16, now) },
    { id: 'p3', kind: 'register', points: -100, at: daysAgo(3, 9, 42, now), code: 'WC202600012' },
    { id: 'p4', kind: 'refund', points: 100, at: daysAgo(4, 15, 8, now), code: 'WC202600011' },
    { id: 'p5', kind: 'register', points: -100, at: daysAgo(4, 11, 30, now), code: 'WC202600011' },
    { id: 'p6', kind: 'register', points: -100, at: daysAgo(33, 16, 2, now), code: 'WC202600010' },
    { id: 'p7', kind: 'recharge', points: 1000, at: daysAgo(36, 10, 25, now) },
    { id: 'p8', kind: 'bonus', points: 110, at: daysAgo(36, 10, 25, now) },
  ];
}

export type PaymentRow = {
  id: string;
  kind: 'recharge' | 'audio';
  money: number;
  count?: number;
  at: Date;
  orderNo: string;
  status: 'paid' | 'refunded';
};

export function paymentRows(now = new Date()): PaymentRow[] {
  return [
    { id: 'c1', kind: 'recharge', money: 500, at: daysAgo(1, 20, 15, now), orderNo: 'TC2026112201', status: 'paid' },
    {
      id: 'c2',
      kind: 'audio',
      money: AUDIO_PRICE_ONE,
      count: 1,
      at: daysAgo(9, 14, 3, now),
      orderNo: 'AV2026111402',
      status: 'paid',
    },
    {
      id: 'c3',
      kind: 'audio',
      money: AUDIO_PRICE_ONE,
      count: 1,
      at: daysAgo(12, 8, 51, now),
      orderNo: 'AV2026111107',
      status: 'refunded',
    },
    { id: 'c4', kind: 'recharge', money: 1000, at: daysAgo(36, 10, 24, now), orderNo: 'TC2026101803', status: 'paid' },
    {
      id: 'c5',
      kind: 'audio',
      money: AUDIO_PRICE_FIVE,
      count: 5,
      at: daysAgo(40, 19, 37, now),
      orderNo: 'AV2026101405',
      status: 'paid',
    },
  ];
}

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
  return others[skip % others.length];
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

/** The seed's collection institution (301) holds these two treasures; no call lists an institution's works yet. */
export const INSTITUTION_WORKS = [
  {
    id: 4,
    name: '缂丝《西湖十景》长卷',
    name_intl: '"Ten Scenes of West Lake", Kesi Silk Tapestry Handscroll',
    pictures: ['/media/treasures/t004-1.svg'],
    price: 2600000,
    level: { name: '珍品', name_intl: 'rare' },
  },
  {
    id: 30,
    name: '龙泉青瓷梅子青贯耳瓶',
    name_intl: 'Longquan Celadon Vase with Tubular Handles in Plum Green',
    pictures: ['/media/treasures/t030-1.svg'],
    price: 650000,
    level: { name: '珍品', name_intl: 'rare' },
  },
];
