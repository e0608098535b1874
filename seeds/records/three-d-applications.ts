// Applications for 3D treasures (/apply3D): 101's showcase was approved (it has its 3D page),
// one is under review and one failed; the collector has one under review.
import type { threeDApplications } from '../../db/schema.ts';
import { USER } from './users.ts';

export const threeDApplicationRows: (typeof threeDApplications.$inferInsert)[] = [
  {
    id: 1,
    user_id: USER.master,
    artist_id: 101,
    goods_id: 1,
    contact: '13907980101',
    note: '希望制作可旋转的梅瓶 3D 展示。',
    status: 2,
    created_at: '2026-01-15T03:00:00.000Z',
  },
  {
    id: 2,
    user_id: USER.master,
    artist_id: 101,
    goods_id: 8,
    contact: '13907980101',
    note: '天球瓶器型饱满，适合 3D 展示。',
    status: 1,
    created_at: '2026-11-02T07:30:00.000Z',
  },
  {
    id: 3,
    user_id: USER.master,
    artist_id: 101,
    goods_id: 10,
    contact: '13907980101',
    note: '',
    status: 3,
    created_at: '2026-06-21T05:10:00.000Z',
  },
  {
    id: 4,
    user_id: USER.collector,
    artist_id: 201,
    goods_id: 29,
    contact: '13605710201',
    note: '剔红漆盒纹饰细密，请重点表现盒面。',
    status: 1,
    created_at: '2026-10-18T09:00:00.000Z',
  },
];
