// Account authorisations (/shouquan): 101 has authorised the demo assistant (active), someone
// who has not logged in yet (waiting) and a former secretary (revoked); 104 the demo assistant.
import type { authorisations } from '../../db/schema.ts';
import { USER } from './users.ts';

export const authorisationRows: (typeof authorisations.$inferInsert)[] = [
  {
    id: 1,
    artist_id: 101,
    owner_user_id: USER.master,
    assistant_user_id: USER.assistant,
    assistant_name: '林小雅',
    assistant_name_intl: 'Lin Xiaoya',
    assistant_phone: '13912340006',
    status: 1,
    created_at: '2025-09-14T02:20:00.000Z',
  },
  {
    id: 2,
    artist_id: 101,
    owner_user_id: USER.master,
    assistant_user_id: null,
    assistant_name: '王晓东',
    assistant_name_intl: 'Wang Xiaodong',
    assistant_phone: '13600001111',
    status: 0,
    created_at: '2026-10-30T06:45:00.000Z',
  },
  {
    id: 3,
    artist_id: 101,
    owner_user_id: USER.master,
    assistant_user_id: null,
    assistant_name: '陈静',
    assistant_name_intl: 'Chen Jing',
    assistant_phone: '13700002222',
    status: 2,
    created_at: '2024-12-03T01:10:00.000Z',
  },
  {
    id: 4,
    artist_id: 104,
    owner_user_id: USER.chenyu,
    assistant_user_id: USER.assistant,
    assistant_name: '林小雅',
    assistant_name_intl: 'Lin Xiaoya',
    assistant_phone: '13912340006',
    status: 1,
    created_at: '2026-02-08T03:00:00.000Z',
  },
];
