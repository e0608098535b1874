// For the treasure pages' component tests only: the shared fake /api (test/fake-answers.ts)
// with the answers every treasure page asks for, a treasure as goods/info answers it, and
// rendering a screen at a route.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Treasure } from '#contract/entities/treasure.ts';
import type { Me } from '#contract/entities/user.ts';
import { sessionStore } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeApi, type Handler, ok } from '../../test/fake-answers.ts';
import { MASTER } from '../../test/personas.ts';
import TreasureScreen from './treasure-screen.tsx';

export { fakeApi, type Handler, ok, refusal } from '../../test/fake-answers.ts';

/** The answers every treasure page asks for, unless a test answers them itself. */
export const quietExtras: Handler = ({ path }) => {
  if (path === '/goods/getAudioStatus')
    return ok({ audio: '', audio_intl: '', audio_status: 0, audio_status_intl: 0, audio_type: 0 });
  if (path.startsWith('/news/list/')) return ok({ list: [] });
  if (path === '/goods/recommend') return ok({ items: [], hasMorePages: false, page: 1, total: 0 });
  if (path === '/artist/getFollowStatus') return ok({ follow_status: 0 });
  if (path === '/goods/getHelpInfoConfig') return ok({ list: [] });
  return undefined;
};

const artist = {
  id: 101,
  name: '李明远',
  name_intl: 'Li Mingyuan',
  title: '中国陶瓷艺术大师',
  title_intl: 'Master of Chinese Ceramic Art',
  pic: '/media/artists/a101.svg',
  content: '李明远，1968 年生于江西景德镇。',
  content_intl: 'Born in Jingdezhen in 1968.',
  honor: '2024 百花奖金奖\n2022 中国陶瓷艺术大师',
  honor_intl: '2024 Hundred Flowers Award\n2022 Master of Chinese Ceramic Art',
  birthday: '1968-05-12',
  gender: 0,
  age: 57,
  type: 1,
  is_collector_inst: 0,
  certificate_info: [
    { pic: '/media/certificates/a101-c1.svg', content: '大师证书', content_intl: 'Master certificate' },
  ],
};

const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`).join('\n');

/** Treasure 1 of the fixtures (seeds/README.md), as goods/info answers it. */
export function makeTreasure(overrides: Partial<Treasure> = {}): Treasure {
  return {
    id: 1,
    name: '青花缠枝莲纹梅瓶',
    name_intl: 'Blue-and-White Meiping Vase',
    serial_number: 'WC202600001',
    uuid: '2f411ecfb0588f7fc5749070f8238caf',
    pictures: ['/media/treasures/t001-1.svg', '/media/treasures/t001-2.svg', '/media/treasures/t001-3.svg'],
    dimensional_href: '/media/3d/wc202600001.html',
    detail_info: ['/media/treasures/t001-d1.svg'],
    detail_status: 2,
    info: [{ label: '材质', label_intl: 'Material', value: '高岭土', value_intl: 'Kaolin' }],
    manufacturing_date: '2023-03-18',
    certificate: '/media/certificates/wc202600001.svg',
    certificate_info: [
      { pic: '/media/certificates/t001-c1.svg', content: '鉴定证书', content_intl: 'Appraisal certificate' },
      { pic: '/media/certificates/t001-c2.svg', content: '百花奖证书', content_intl: 'Award certificate' },
      { pic: '/media/certificates/t001-c3.svg', content: '收藏证书', content_intl: 'Collection certificate' },
    ],
    is_like: 0,
    is_save: 0,
    level: { name: '珍品', name_intl: 'rare' },
    is_rare: 1,
    collect_num: 156,
    spread_info: {
      weibo: {
        key: 'weibo',
        name: '微博',
        name_intl: 'Weibo',
        info: '话题阅读 126.8 万',
        info_intl: '1.27M reads',
        pl_pic: '/media/channels/weibo.svg',
      },
    },
    privacy_skin: null,
    honor: lines('荣誉', 8),
    honor_intl: lines('Honor ', 8),
    description: lines('描述', 9),
    description_intl: lines('Line ', 9),
    price: 1280000,
    view: { total_browse_num: 28650, total_share_num: 1342, total_like_num: 3876, total_save_num: 912 },
    collector: {
      status: 1,
      avatar: '/media/avatars/holder-zhou-mubai.svg',
      name: '周慕白',
      name_intl: 'Zhou Mubai',
      price: 1080000,
    },
    transfer_count: 3,
    has_valuation: 1,
    is_recommend: 1,
    apply_buy_id: 0,
    artist_id: 101,
    artist,
    artist_edit: null,
    link_artist: [],
    is_can_buy: 1,
    audio_type: 1,
    is_unit: 0,
    ...overrides,
  };
}

export const ME_MASTER: Me = MASTER;

export const ME_VISITOR: Me = {
  ...ME_MASTER,
  id: 1,
  nickname: '周小舟',
  is_artist: 0,
  artist_id: null,
  artist: { ...ME_MASTER.artist, id: null, status: -1 },
};
export const ME_COLLECTOR: Me = { ...ME_VISITOR, id: 7, nickname: '王芳', collector_id: 201 };

/** Logs in (a token in storage and the session) as `me`, or logs out with null. */
export function loginAs(me: Me | null) {
  if (me) localStorage.setItem(STORAGE_KEYS.token, `token-${me.id}`);
  else localStorage.removeItem(STORAGE_KEYS.token);
  sessionStore.update({ token: me ? `token-${me.id}` : null, me, popup: null });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `url` under `pattern`; every other path shows where the app went. */
export function renderAt(url: string, pattern: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const location = () => screen.getByTestId('location').textContent ?? '';

/** The treasure page of `treasure` (goods/info answers it), over `more` and the answers every page asks for. */
export function openTreasure(treasure = makeTreasure(), ...more: Handler[]) {
  const api = fakeApi(({ path }) => (path === '/goods/info' ? ok(treasure) : undefined), ...more, quietExtras);
  renderAt(`/detail/${treasure.id}`, '/detail/:id', <TreasureScreen />);
  return api;
}

/** Each test of the file starts logged out with fresh spies, in a plain browser, nothing stubbed. */
export function eachTestFresh() {
  beforeEach(() => {
    loginAs(null);
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(STORAGE_KEYS.demoMessagingApp);
  });
}
