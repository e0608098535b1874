// Example points and payment rows: no call returns them yet, and the screens say so. Times are
// relative to today so that the example always looks current.
import { daysAgo } from '../../components/preview/format.ts';
import { AUDIO_PRICE_FIVE, AUDIO_PRICE_ONE } from './prices.ts';

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
