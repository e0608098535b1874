// The master tab of the visitor home: the name rules, Enter, the history chips and clear, scan.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messagingApp from '../../lib/messaging-app.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { fakeFeedback } from '../../test/fake-feedback.ts';
import { fakeFunctions } from '../../test/fake-functions.ts';
import { SEARCH_QUERY } from './search-rules.ts';
import { api, show, showMaster, stubSearchApi, where } from './search-test-kit.tsx';

const feedback = fakeFeedback();

/** What the emulated scanner reads; null leaves the real bridge (an ordinary browser here). */
const bridge = { read: null as null | string };
const realScan = messagingApp.scanCode;
fakeFunctions(messagingApp, {
  scanCode: async (purpose: 'treasure' | 'master') => (bridge.read === null ? realScan(purpose) : bridge.read),
});

const alerted = () => feedback.alertMessage.mock.calls.map(([text]) => text);

beforeEach(() => {
  api.calls = [];
  api.encryptGate = null;
  bridge.read = null;
  for (const fn of Object.values(feedback)) fn.mockClear();
  stubSearchApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('master tab', () => {
  it("empty: 'Please enter the name of the master you want to view'", async () => {
    const user = await showMaster();
    await user.click(screen.getByTestId('master-search'));
    expect(alerted()).toEqual(['请输入您要查看的大师姓名']);
    expect(where()).toBe('/?tab=master');
  });

  it("under 2 characters: 'Please enter the full master name'", async () => {
    const user = await showMaster();
    await user.type(screen.getByTestId('master-name-input'), '李');
    await user.click(screen.getByTestId('master-search'));
    expect(alerted()).toEqual(['请输入完整的大师姓名']);
    expect(localStorage.getItem(STORAGE_KEYS.masterHistory)).toBeNull();
  });

  it('takes at most 15 characters, counted live', async () => {
    const user = await showMaster();
    const input = screen.getByTestId('master-name-input') as HTMLInputElement;
    await user.click(input);
    await user.paste('一二三四五六七八九十一二三四五六七');
    expect(input.value).toBe('一二三四五六七八九十一二三四五');
    expect(screen.getByTestId('master-name-counter').textContent).toBe('15/15');
  });

  it('Enter searches: /detailTeacher?tcName={name}, and the name joins the history', async () => {
    const user = await showMaster();
    await user.type(screen.getByTestId('master-name-input'), ' 李明 {Enter}');
    expect(where()).toBe(`/detailTeacher?tcName=${encodeURIComponent('李明')}`);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.masterHistory)!)).toEqual(['李明']);
  });

  it('a search the form sent before any script ran (?master_name=) is made, and the name joins the history', async () => {
    show(`/?tab=master&${SEARCH_QUERY.master}=${encodeURIComponent('陈雨')}`);
    await waitFor(() => expect(where()).toBe(`/detailTeacher?tcName=${encodeURIComponent('陈雨')}`));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.masterHistory) ?? '[]')).toEqual(['陈雨']);
  });

  it('shows the history as chips, newest first; a chip searches again and moves to the front', async () => {
    localStorage.setItem(STORAGE_KEYS.masterHistory, JSON.stringify(['陈雨', 'Li Ming', '李明']));
    const user = await showMaster();
    const chips = () =>
      within(screen.getByTestId('master-history'))
        .getAllByRole('button')
        .map((chip) => chip.textContent);
    expect(chips()).toEqual(['陈雨', 'Li Ming', '李明']);
    await user.click(screen.getByRole('button', { name: 'Li Ming' }));
    expect(where()).toBe('/detailTeacher?tcName=Li+Ming');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.masterHistory)!)).toEqual(['Li Ming', '陈雨', '李明']);
  });

  it('the clear icon empties the history', async () => {
    localStorage.setItem(STORAGE_KEYS.masterHistory, JSON.stringify(['陈雨', '李明']));
    const user = await showMaster();
    await user.click(screen.getByRole('button', { name: '清空最近搜索' }));
    expect(screen.queryByTestId('master-history')).toBeNull();
    expect(screen.getByText('搜索过的大师会显示在这里')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.masterHistory)).toBeNull();
  });

  it('scan outside the messaging app alerts; inside, a name is searched and a master card opens its page', async () => {
    const user = await showMaster();
    await user.click(screen.getByTestId('master-scan'));
    await waitFor(() => expect(alerted()).toEqual(['请在消息应用浏览器中打开']));
    bridge.read = '陈雨';
    await user.click(screen.getByTestId('master-scan'));
    await waitFor(() => expect(where()).toBe(`/detailTeacher?tcName=${encodeURIComponent('陈雨')}`));
  });

  it('scanning the artist QR card opens the master page', async () => {
    bridge.read = `${window.location.origin}/tcdetail/101?status=1`;
    const user = await showMaster();
    await user.click(screen.getByTestId('master-scan'));
    await waitFor(() => expect(where()).toBe('/tcdetail/101?status=1'));
  });
});
