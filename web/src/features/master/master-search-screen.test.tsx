// /detailTeacher?tcName=: one match opens straight away, several are listed, none says so.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MasterCard } from '#contract/calls/masters.ts';
import { itemAt } from '#contract/present.ts';
import { i18n } from '../../lib/i18n.ts';
import { answers, fakeApi, ok } from '../../test/fake-answers.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import MasterSearchScreen from './master-search-screen.tsx';
import { card } from './test-fixtures.ts';

fakeFeedback();

let answer: { list: MasterCard[]; total: number } | 'fail' = { list: [], total: 0 };
let api: ReturnType<typeof fakeApi>;
/** The addresses asked, with their query. */
const asked = () => api.calls.map((call) => `/api${call.path}${call.query.size ? `?${call.query}` : ''}`);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function show(name: string | null) {
  const at = name === null ? '/detailTeacher' : `/detailTeacher?tcName=${encodeURIComponent(name)}`;
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/detailTeacher" element={<MasterSearchScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api = fakeApi(
    answers({
      masterSearch: () => {
        if (answer === 'fail') throw new TypeError('offline');
        return ok(answer);
      },
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const TCDETAIL_101 = `/tcdetail/101?__params=${encodeURIComponent(JSON.stringify({ status: '1' }))}`;

describe('master search results', () => {
  it('asks artist/search with the name', async () => {
    answer = { list: [], total: 0 };
    show('李明');
    await screen.findByTestId('master-search-none');
    expect(asked()).toEqual([`/api/artist/search?name=${encodeURIComponent('李明')}`]);
  });

  it('one match opens its page straight away (replacing the results)', async () => {
    answer = { list: [card(101, '李明远', 'Li Mingyuan')], total: 1 };
    show('李明远');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(TCDETAIL_101));
  });

  it('several are listed as cards: photo, name, title, a line of profile, treasures; each opens its page', async () => {
    answer = {
      list: [card(101, '李明远', 'Li Mingyuan'), card(106, '李明辉', 'Li Minghui', { works_count: 3 })],
      total: 2,
    };
    show('李明');
    const cards = await screen.findAllByTestId('master-result');
    expect(cards).toHaveLength(2);
    expect(itemAt(cards, 0).getAttribute('href')).toBe(TCDETAIL_101);
    expect(itemAt(cards, 0).textContent).toContain('李明远');
    expect(itemAt(cards, 0).textContent).toContain('中国陶瓷艺术大师');
    expect(itemAt(cards, 0).textContent).toContain('李明远，从艺四十余年。');
    expect(itemAt(cards, 0).textContent).not.toContain('第二段');
    expect(itemAt(cards, 1).textContent).toContain('3 件珍宝');
    expect(itemAt(cards, 0).querySelector('img')!.getAttribute('src')).toBe('/media/artists/a101.svg?w=200');
    expect(screen.getByText('“李明”的搜索结果')).toBeTruthy();
    expect(screen.getByText('共 2 位')).toBeTruthy();
  });

  it('in English: English names, titles and profiles, and a singular for one treasure', async () => {
    await i18n.changeLanguage('en');
    try {
      answer = {
        list: [
          card(101, '李明远', 'Li Mingyuan', { works_count: 1 }),
          card(106, '李明辉', 'Li Minghui', { works_count: 3 }),
        ],
        total: 2,
      };
      show('Li Ming');
      const cards = await screen.findAllByTestId('master-result');
      expect(itemAt(cards, 0).textContent).toContain('Li Mingyuan');
      expect(itemAt(cards, 0).textContent).toContain('Master of Chinese Ceramic Art');
      expect(itemAt(cards, 0).textContent).toContain('Li Mingyuan has worked for forty years.');
      expect(itemAt(cards, 0).textContent).toContain('1 treasure');
      expect(itemAt(cards, 0).textContent).not.toContain('1 treasures');
      expect(itemAt(cards, 1).textContent).toContain('3 treasures');
      expect(screen.getByText('Results for "Li Ming"')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zn');
    }
  });

  it('labels collectors and institutions', async () => {
    answer = {
      list: [
        card(201, '王芳', 'Wang Fang', { type: 2 }),
        card(301, '杭州艺术馆', 'Hangzhou Art Museum', { type: 2, is_collector_inst: 1 }),
      ],
      total: 2,
    };
    show('测试');
    const cards = await screen.findAllByTestId('master-result');
    expect(itemAt(cards, 0).textContent).toContain('收藏家');
    expect(itemAt(cards, 1).textContent).toContain('收藏机构');
  });

  it('says when only the first results are shown', async () => {
    answer = { list: Array.from({ length: 20 }, (_, i) => card(1000 + i, `测试${i}`, `Test ${i}`)), total: 25 };
    show('测试');
    expect(await screen.findByText('仅显示前 20 位（共 25 位），输入更完整的姓名可缩小范围')).toBeTruthy();
  });

  it('none: says so clearly, with a way back to the master search', async () => {
    answer = { list: [], total: 0 };
    show('张无忌');
    const none = await screen.findByTestId('master-search-none');
    expect(none.textContent).toContain('没有找到“张无忌”');
    expect(screen.getByRole('link', { name: '重新搜索' }).getAttribute('href')).toBe('/?tab=master');
  });

  it('a missing or too short name asks for the full name without calling the server', async () => {
    show(null);
    expect(await screen.findByText('请输入完整的大师姓名')).toBeTruthy();
    show('李');
    expect(asked()).toEqual([]);
  });

  it('a failed network offers a retry', async () => {
    answer = 'fail';
    show('李明');
    const retry = await screen.findByRole('button', { name: '重试' });
    answer = { list: [card(101, '李明远', 'Li Mingyuan'), card(106, '李明辉', 'Li Minghui')], total: 2 };
    retry.click();
    expect(await screen.findAllByTestId('master-result')).toHaveLength(2);
  });
});
