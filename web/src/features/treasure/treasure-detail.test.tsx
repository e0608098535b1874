// The treasure page's states and what it shows (product §2), against a fake API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Treasure } from '#contract/entities/treasure.ts';
import { itemAt } from '#contract/present.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { fakeFunctions } from '../../test/fake-functions.ts';
import { ImageViewer } from './image-viewer-ui.ts';
import {
  fakeApi,
  type Handler,
  location,
  loginAs,
  ME_MASTER,
  makeTreasure,
  ok,
  quietExtras,
  refusal,
  renderAt,
} from './test-support.tsx';
import TreasureScreen from './treasure-screen.tsx';
import UnitTreasureScreen from './unit-treasure-screen.tsx';

const feedback = fakeFeedback();
// like antd-mobile's, the viewer hands back a handler (the page closes it on Escape)
const viewer = fakeFunctions(ImageViewer.Multi, {
  show: vi.fn((_options: { images: string[] }) => ({ close: vi.fn() })),
});

const serve =
  (treasure: Treasure | null): Handler =>
  ({ path }) => {
    if (path !== '/goods/info') return undefined;
    return treasure
      ? ok(treasure)
      : { code: -1, msg: 'Sorry, if you can not check this treasure, please re-enter', data: null };
  };

function open(treasure: Treasure | null, ...more: Handler[]) {
  const api = fakeApi(serve(treasure), ...more, quietExtras);
  renderAt(`/detail/${treasure?.id ?? 9}`, '/detail/:id', <TreasureScreen />);
  return api;
}

beforeEach(() => {
  loginAs(null);
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

describe('states', () => {
  it('shows the loading state, then the treasure', async () => {
    open(makeTreasure());
    expect(screen.getByTestId('treasure-loading')).toBeTruthy();
    expect(await screen.findByTestId('treasure-name')).toHaveProperty('textContent', '青花缠枝莲纹梅瓶');
  });

  it("shows 'not yet published, stay tuned' when goods/info answers code -1", async () => {
    const api = open(null);
    expect(await screen.findByText('暂未发布，敬请期待')).toBeTruthy();
    // the lookup went through common/encrypt with the id
    expect(itemAt(api.called('/goods/info'), 0).payload).toEqual({ goods_id: 9 });
  });

  it('shows the empty state when the load fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderAt('/detail/1', '/detail/:id', <TreasureScreen />);
    expect(await screen.findByTestId('treasure-empty')).toBeTruthy();
  });

  it.each([
    ['too many calls', 429, 'busy', '操作太频繁'],
    ["the server's own error", 500, '服务器内部错误', '服务器内部错误'],
  ])(
    "after %s, the page says it cannot show the treasure now and why, never 'not yet published', and retries",
    async (_, code, msg, why) => {
      let fail = true;
      fakeApi(
        ({ path }) => (path === '/goods/info' && fail ? refusal(code, code, msg) : undefined),
        serve(makeTreasure()),
        quietExtras,
      );
      renderAt('/detail/1', '/detail/:id', <TreasureScreen />);
      const failed = await screen.findByTestId('treasure-empty');
      expect(failed.getAttribute('role')).toBe('alert');
      expect(failed.textContent).toContain('珍宝暂时无法显示');
      expect(failed.textContent).toContain(why);
      expect(failed.textContent).not.toContain('暂未发布');
      expect(failed.textContent).not.toContain('链接有误');
      fail = false;
      fireEvent.click(screen.getByTestId('treasure-retry'));
      expect(await screen.findByTestId('treasure-name')).toBeTruthy();
    },
  );

  it('shows the empty state for an id that is not a number, without asking the server', async () => {
    const api = fakeApi(quietExtras);
    renderAt('/detail/abc', '/detail/:id', <TreasureScreen />);
    expect(await screen.findByTestId('treasure-empty')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('passes id_code from the packed query to the lookup', async () => {
    const api = fakeApi(serve(makeTreasure()), quietExtras);
    renderAt(
      `/detail/1?__params=${encodeURIComponent('{"id_code":"WC202600001"}')}`,
      '/detail/:id',
      <TreasureScreen />,
    );
    await screen.findByTestId('treasure-name');
    expect(itemAt(api.called('/goods/info'), 0).payload).toEqual({ goods_id: 1, id_code: 'WC202600001' });
  });
});

describe('pictures', () => {
  it('puts the certificate image first, counts n/total, and opens the full-screen viewer on a tap', async () => {
    open(makeTreasure());
    const hero = await screen.findByTestId('hero-swiper');
    const images = [...hero.querySelectorAll('img')];
    expect(itemAt(images, 0).getAttribute('src')).toBe('/media/certificates/wc202600001.svg?w=750');
    expect(within(hero).getByTestId('swiper-count').textContent).toBe('1/4');
    fireEvent.click(itemAt(within(hero).getAllByRole('tab'), 2));
    expect(within(hero).getByTestId('swiper-count').textContent).toBe('3/4');
    fireEvent.click(itemAt(images, 2).closest('button')!);
    await waitFor(() => expect(viewer.show).toHaveBeenCalledWith(expect.objectContaining({ defaultIndex: 2 })));
    expect(itemAt(viewer.show.mock.calls, 0)[0].images[0]).toBe('/media/certificates/wc202600001.svg?w=750');
  });

  it('shows the 3D entry only when there is a 3D link', async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('three-d-entry')).getAttribute('href')).toBe('/media/3d/wc202600001.html');
  });

  it('has no 3D entry and starts with the pictures when there is no 3D link and no certificate', async () => {
    open(makeTreasure({ dimensional_href: '', certificate: '' }));
    const hero = await screen.findByTestId('hero-swiper');
    expect(screen.queryByTestId('three-d-entry')).toBeNull();
    expect(hero.querySelector('img')!.getAttribute('src')).toBe('/media/treasures/t001-1.svg?w=750');
  });
});

describe('name, author, valuation', () => {
  it('uses the big style for names of 13 characters or more', async () => {
    open(makeTreasure({ name: '富春山居图意·水墨长卷之秋山晚渡' }));
    expect((await screen.findByTestId('treasure-name')).className).toContain('treasure-name--big');
  });

  it('keeps the normal style under 13 characters', async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('treasure-name')).className).not.toContain('treasure-name--big');
  });

  it("shows the author with a link to the master's page", async () => {
    open(makeTreasure());
    const line = await screen.findByTestId('author-line');
    expect(line.textContent).toContain('作者');
    expect(within(line).getByRole('link').getAttribute('href')).toBe(
      `/tcdetail/101?__params=${encodeURIComponent('{"status":"1"}')}`,
    );
  });

  it('names a collector or an institution as such', async () => {
    open(
      makeTreasure({
        artist: { ...makeTreasure().artist, id: 301, name: '杭州艺术馆', type: 2, is_collector_inst: 1 },
        artist_id: 301,
      }),
    );
    expect((await screen.findByTestId('author-line')).textContent).toBe('收藏机构杭州艺术馆');
  });

  it("opens the co-author popup from 'more' when the joined names exceed 14 characters", async () => {
    const coAuthors = ['李明远', '欧阳雪松', '景德镇御窑青花工坊'].map((name, i) => ({
      name,
      name_intl: name,
      artist_id: i === 0 ? 101 : null,
    }));
    open(makeTreasure({ link_artist: coAuthors }));
    const line = await screen.findByTestId('author-line');
    expect(line.textContent).toContain('李明远、欧阳雪松…');
    fireEvent.click(within(line).getByTestId('co-authors-more'));
    const popup = await screen.findByTestId('co-author-popup');
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1李明远主页', '2欧阳雪松', '3景德镇御窑青花工坊']);
    // the sheet listens for Escape from the effect that also focuses it: once it has the focus,
    // the key reaches it (on a busy machine, the popup can be on screen a moment before that)
    const dialog = within(popup).getByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('co-author-popup')).toBeNull());
  });

  it("has no 'more' when the co-authors' names fit", async () => {
    open(
      makeTreasure({
        link_artist: [
          { name: '李明远', name_intl: 'Li', artist_id: 101 },
          { name: '陈雨', name_intl: 'Chen', artist_id: 104 },
        ],
      }),
    );
    expect((await screen.findByTestId('author-line')).textContent).toBe('联合创作李明远、陈雨');
    expect(screen.queryByTestId('co-authors-more')).toBeNull();
  });

  it('shows the valuation grouped by thousands, with the curve link for a certified holder', async () => {
    open(makeTreasure());
    const valuation = await screen.findByTestId('valuation');
    expect(valuation.textContent).toContain('¥1,280,000');
    expect(within(valuation).getByTestId('valuation-curve').getAttribute('href')).toBe('/grap/1');
  });

  it('links to the curve with a holder of status 3 but not of status 0', async () => {
    open(makeTreasure({ collector: { ...makeTreasure().collector!, status: 0 } }));
    await screen.findByTestId('valuation');
    expect(screen.queryByTestId('valuation-curve')).toBeNull();
  });

  it('hides the valuation at 0', async () => {
    open(makeTreasure({ price: 0 }));
    await screen.findByTestId('treasure-name');
    expect(screen.queryByTestId('valuation')).toBeNull();
  });

  it("highlights the level when it is 'rare', and shows the creation time", async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('level-badge')).className).toContain('level-badge--rare');
    expect(screen.getByText('2023-03-18')).toBeTruthy();
    expect(screen.getByText('创作时间')).toBeTruthy();
  });

  it('says collection time for a collector’s treasure, and does not highlight a plain level', async () => {
    open(
      makeTreasure({
        is_rare: 0,
        level: { name: '精品', name_intl: 'fine' },
        artist: { ...makeTreasure().artist, type: 2 },
      }),
    );
    expect((await screen.findByTestId('level-badge')).className).not.toContain('rare');
    expect(screen.getByText('收藏时间')).toBeTruthy();
  });
});

describe('holder, code and hash', () => {
  it('shows the certified holder and links the transfer count to /record', async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('holder')).textContent).toContain('周慕白');
    const link = screen.getByTestId('transfer-link');
    expect(link.textContent).toContain('3 条');
    expect(link.getAttribute('href')).toBe('/record/1');
  });

  it("says 'not yet certified' without a certified holder, and adds is_link=1 for co-authored works", async () => {
    open(makeTreasure({ collector: null, link_artist: [{ name: '李明远', name_intl: 'Li', artist_id: 101 }] }));
    expect((await screen.findByTestId('holder')).textContent).toContain('暂未认证');
    expect(screen.getByTestId('transfer-link').getAttribute('href')).toBe(
      `/record/1?__params=${encodeURIComponent('{"is_link":"1"}')}`,
    );
  });

  it("copies the treasure code and the hash, saying 'Copy succeeded'", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(makeTreasure());
    fireEvent.click(await screen.findByTestId('treasure-code-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('WC202600001'));
    expect(feedback.toastSuccess).toHaveBeenCalledWith('复制成功');
    fireEvent.click(screen.getByTestId('blockchain-hash-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('2f411ecfb0588f7fc5749070f8238caf'));
  });

  it('shows the certificate banner and the hash only with a certificate', async () => {
    open(makeTreasure({ certificate: '' }));
    await screen.findByTestId('treasure-code');
    expect(screen.queryByTestId('certificate-banner')).toBeNull();
    expect(screen.queryByTestId('blockchain-hash')).toBeNull();
  });

  it('shows the certificate banner with a certificate', async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('certificate-banner')).textContent).toContain('证书认证成功');
    expect(screen.getByTestId('blockchain-hash').textContent).toBe('2f411ecfb0588f7fc5749070f8238caf');
  });
});

describe('content', () => {
  it('shows the read count and the counts of share, like and favorite grouped by thousands', async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('read-count')).textContent).toBe('28,650 次阅读');
    expect(screen.getByTestId('like-button').textContent).toContain('3,876');
    expect(screen.getByTestId('share-button').textContent).toContain('1,342');
    expect(screen.getByTestId('save-button').textContent).toContain('912');
  });

  it('shows 5 honor lines, then all after expanding', async () => {
    open(makeTreasure());
    const honors = await screen.findByTestId('honors');
    expect(within(honors).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(honors).getByTestId('honors-toggle'));
    expect(within(honors).getAllByRole('listitem')).toHaveLength(8);
  });

  it('collapses a description of more than 5 lines, and not one of 5', async () => {
    open(makeTreasure());
    const description = await screen.findByTestId('description');
    expect(description.querySelectorAll('p')).toHaveLength(5);
    await userEvent.click(within(description).getByTestId('description-toggle'));
    expect(description.querySelectorAll('p')).toHaveLength(9);
  });

  it('does not collapse a description of exactly 5 lines', async () => {
    open(makeTreasure({ description: 'a\nb\nc\nd\ne' }));
    const description = await screen.findByTestId('description');
    expect(description.querySelectorAll('p')).toHaveLength(5);
    expect(within(description).queryByRole('button')).toBeNull();
  });

  it('shows the related certificates with their caption and n/total', async () => {
    open(makeTreasure());
    const swiper = await screen.findByTestId('related-certificates');
    expect(within(swiper).getByTestId('certificate-count').textContent).toBe('1/3');
    expect(swiper.textContent).toContain('鉴定证书');
    fireEvent.click(itemAt(within(swiper).getAllByRole('tab'), 1));
    expect(within(swiper).getByTestId('certificate-count').textContent).toBe('2/3');
    expect(swiper.textContent).toContain('百花奖证书');
  });

  it('lists the treasure data and the promotion channels', async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('data-lines')).textContent).toContain('材质高岭土');
    expect(screen.getByTestId('channels').textContent).toContain('微博话题阅读 126.8 万');
  });

  it('introduces the master: name, gender, birthday and age, photo, honors and celebrity certificates', async () => {
    open(makeTreasure());
    const intro = await screen.findByTestId('introduction');
    expect(intro.textContent).toContain('大师简介');
    expect(intro.textContent).toContain('男 · 1968-05-12 生 · 57 岁');
    expect(within(intro).getByAltText('李明远')).toBeTruthy();
    expect(within(intro).getByTestId('intro-honors').textContent).toContain('2024 百花奖金奖');
    expect(within(intro).getByTestId('celebrity-certificates').textContent).toContain('大师证书');
  });

  it("shows the owner's customised introduction when there is one", async () => {
    open(makeTreasure({ artist_edit: { ...makeTreasure().artist, name: '明远窑' } }));
    expect((await screen.findByTestId('introduction')).textContent).toContain('明远窑');
  });

  it('lists the news with links that open outside', async () => {
    open(makeTreasure(), ({ path }) =>
      path === '/news/list/101'
        ? ok({
            list: [
              {
                id: 1,
                title: '对话李明远',
                title_intl: 'Talk',
                url: 'https://news.example/1',
                pic: '',
                published_at: '2026-01-08',
              },
            ],
          })
        : undefined,
    );
    const link = (await screen.findByTestId('news')).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://news.example/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('pages through the recommended treasures 4 at a time', async () => {
    const item = (id: number) => ({
      id,
      name: `珍宝${id}`,
      name_intl: `T${id}`,
      description: '',
      description_intl: '',
      price: id * 1000,
      pictures: [`/p${id}.svg`],
      level: { name: '精品', name_intl: 'fine' },
    });
    // the master's recommended treasures are 1 to 7; the server leaves out the one asked to
    const api = open(makeTreasure(), ({ path, payload }) => {
      if (path !== '/goods/recommend') return undefined;
      const page = Number(payload.page);
      const all = [1, 2, 3, 4, 5, 6, 7].filter((id) => id !== payload.exclude_id);
      return ok({
        items: all.slice((page - 1) * 4, page * 4).map(item),
        hasMorePages: page * 4 < all.length,
        page,
        total: all.length,
      });
    });
    const grid = await screen.findByTestId('recommend');
    // treasure 1 is the one on screen: it is not recommended to itself, and the page still holds 4
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/detail/2', '/detail/3', '/detail/4', '/detail/5']);
    expect(itemAt(api.called('/goods/recommend'), 0).payload).toMatchObject({
      artist_id: 101,
      count: 4,
      page: 1,
      exclude_id: 1,
    });
    expect(screen.getByTestId('recommend-pager').textContent).toContain('第 1 / 2 页');
    fireEvent.click(screen.getByTestId('recommend-next'));
    await waitFor(() => expect(within(screen.getByTestId('recommend')).getAllByRole('link')).toHaveLength(2));
    expect(itemAt(within(screen.getByTestId('recommend')).getAllByRole('link'), 0).getAttribute('href')).toBe(
      '/detail/6',
    );
    expect(screen.getByTestId('recommend').textContent).toContain('¥6,000');
  });

  it('links the report (accuse_pattern 0), repair and violation report', async () => {
    open(makeTreasure());
    expect((await screen.findByTestId('report-link')).getAttribute('href')).toBe(
      `/report/1?__params=${encodeURIComponent('{"accuse_pattern":"0"}')}`,
    );
    expect(screen.getByTestId('repair-button').getAttribute('href')).toBe('/repair');
    expect(screen.getByTestId('violation-button').getAttribute('href')).toBe('/adtiViolation/1');
    fireEvent.click(screen.getByTestId('violation-button'));
    expect(location()).toBe('/adtiViolation/1');
  });

  it('shows the detail pictures, and the detail-upload entry only to the owner', async () => {
    open(makeTreasure());
    expect(await screen.findByTestId('detail-pictures')).toBeTruthy();
    expect(screen.queryByTestId('detail-upload-entry')).toBeNull();
  });

  it('shows the detail-upload entry to the owning master', async () => {
    loginAs(ME_MASTER);
    open(makeTreasure());
    expect((await screen.findByTestId('detail-upload-entry')).getAttribute('href')).toBe('/imgUpdate/1');
  });
});

describe('privacy skin and variants', () => {
  it("puts the owner's skin images behind the page and uses their font colours", async () => {
    open(
      makeTreasure({
        privacy_skin: {
          image_info: [
            { url: '/media/skins/autumn-top.svg', position: 'top' },
            { url: '/media/skins/autumn-middle.svg', position: 'middle' },
            { url: '/media/skins/autumn-bottom.svg', position: 'bottom' },
          ],
          font_css: { title_color: '#7a2e1d', text_color: '#3b3226', accent_color: '#b8862b' },
        },
      }),
    );
    await screen.findByTestId('treasure-name');
    const page = screen.getByTestId('treasure');
    expect(page.className).toContain('treasure--skin');
    expect(page.style.getPropertyValue('--skin-title')).toBe('#7a2e1d');
    expect(page.style.getPropertyValue('--skin-accent')).toBe('#b8862b');
    expect(page.style.backgroundImage).toContain('autumn-top.svg');
    expect(page.style.backgroundImage).toContain('autumn-middle.svg');
  });

  it('marks the unit treasure page', async () => {
    fakeApi(serve(makeTreasure({ id: 785, is_unit: 1 })), quietExtras);
    renderAt('/detail_unit/785', '/detail_unit/:id', <UnitTreasureScreen />);
    expect(await screen.findByText('单位珍宝')).toBeTruthy();
  });
});
