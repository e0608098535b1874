// Users of auth/me as the component tests need them (the demo personas of seeds/README.md).
import { type Me, NO_ARTIST } from '#contract/entities/user.ts';

export const MASTER: Me = {
  id: 2,
  nickname: '李明远',
  avatar: '/media/avatars/demo-master.svg',
  phone: '13907980101',
  artist_user_id: null,
  bind_salesman_id: null,
  is_artist: 1,
  compete_status: 2,
  artist_id: 101,
  collector_id: null,
  is_collector_inst: 0,
  can_more_help: 0,
  infoStatus: 0,
  artist: {
    id: 101,
    name: '李明远',
    name_intl: 'Li Mingyuan',
    status: 0,
    birthday: '1968-05-12',
    gender: 0,
    signs: { sign: '/media/seals/a101.svg' },
    sign_password: true,
  },
  bindsalesman: null,
};

const withPatch = (patch: Partial<Me>, artist: Partial<Me['artist']> = {}): Me => ({
  ...MASTER,
  ...patch,
  artist: { ...MASTER.artist, ...artist },
});

export const USERS = {
  master: MASTER,
  nosign: withPatch(
    { artist_id: 102, compete_status: 0 },
    { id: 102, name: '赵青', name_intl: 'Zhao Qing', sign_password: false },
  ),
  noinfo: withPatch(
    { artist_id: 103, compete_status: 0 },
    { id: 103, name: '孙伟', name_intl: 'Sun Wei', birthday: null, gender: null },
  ),
  pending: withPatch(
    { artist_id: 105, compete_status: 0 },
    { id: 105, name: '周琳', name_intl: 'Zhou Lin', status: 4 },
  ),
  assistant: withPatch({
    id: 6,
    nickname: '林小雅',
    nickname_intl: 'Lin Xiaoya',
    is_artist: 0,
    artist_user_id: 2,
    can_more_help: 1,
  }),
  visitor: withPatch({ id: 1, nickname: '周小舟', is_artist: 0, artist_id: null, compete_status: 0 }, NO_ARTIST),
  collector: withPatch(
    {
      id: 7,
      nickname: '王芳',
      nickname_intl: 'Wang Fang',
      is_artist: 0,
      artist_id: null,
      collector_id: 201,
      compete_status: 0,
    },
    NO_ARTIST,
  ),
  institution: withPatch(
    {
      id: 8,
      nickname: '杭州艺术馆',
      is_artist: 0,
      artist_id: null,
      collector_id: 301,
      is_collector_inst: 1,
      compete_status: 0,
    },
    NO_ARTIST,
  ),
  salesman: withPatch(
    {
      id: 9,
      nickname: '钱多多',
      is_artist: 0,
      artist_id: null,
      compete_status: 0,
      bind_salesman_id: 1,
      bindsalesman: {
        name: '张建华',
        auth: 1,
        bank_account: '',
        bank_duty_number: '',
        bank_name: '',
        company_name: '杭州珍宝文化传播有限公司',
      },
    },
    NO_ARTIST,
  ),
} satisfies Record<string, Me>;

export const salesmanBasic: Me = {
  ...USERS.salesman,
  id: 10,
  bind_salesman_id: 2,
  bindsalesman: { ...USERS.salesman.bindsalesman!, name: '刘晓燕', auth: 0 },
};
