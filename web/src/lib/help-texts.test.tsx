// Help texts (product §1): kept in local storage, refreshed hourly.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_CONFIG_REFRESH_MS } from '#contract/limits.ts';
import { answers, fakeApi, ok } from '../test/fake-answers.ts';
import { fakeFeedback } from '../test/fake-feedback.ts';
import { fakeFunctions } from '../test/fake-functions.ts';
import { i18n } from './i18n.ts';
import * as navigation from './navigation.ts';
import { STORAGE_KEYS } from './storage.ts';

fakeFeedback();
fakeFunctions(navigation, { navigateTo: vi.fn(), leaveTo: vi.fn() });

const LIST = [
  {
    key: 'repair_tip',
    content: '工作人员将在 3 个工作日内与您联系。',
    content_intl: 'Our staff will contact you within 3 working days.',
  },
  { key: 'share_tip', content: '点击右上角分享', content_intl: 'Tap the top-right corner to share' },
];

let fetchMock: ReturnType<typeof fakeApi>['fetchMock'];
beforeEach(() => {
  fetchMock = fakeApi(answers({ helpConfig: () => ok({ list: LIST }) })).fetchMock;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let copies = 0;
/** A fresh copy of the module, as a page load gets: it reads the stored texts when it loads. */
const load = (): Promise<typeof import('./help-texts.ts')> =>
  import(/* @vite-ignore */ `./help-texts.ts?copy=${++copies}`);

describe('isStale', () => {
  it('is stale when nothing is stored, or when the stored texts are an hour old', async () => {
    const { isStale } = await load();
    const now = 1_800_000_000_000;
    expect(isStale(null, now)).toBe(true);
    expect(isStale({ at: now - HELP_CONFIG_REFRESH_MS + 1, list: [] }, now)).toBe(false);
    expect(isStale({ at: now - HELP_CONFIG_REFRESH_MS, list: [] }, now)).toBe(true);
    expect(HELP_CONFIG_REFRESH_MS).toBe(3_600_000);
  });
});

describe('refreshHelpTexts', () => {
  it('fetches goods/getHelpInfoConfig and writes the texts, with the time, to local storage', async () => {
    const { refreshHelpTexts, helpText } = await load();
    const before = Date.now();
    await refreshHelpTexts();
    expect(fetchMock).toHaveBeenCalledWith('/api/goods/getHelpInfoConfig', expect.objectContaining({ method: 'POST' }));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.helpTexts)!);
    expect(stored.list).toEqual(LIST);
    expect(stored.at).toBeGreaterThanOrEqual(before);
    expect(helpText('repair_tip')).toBe('工作人员将在 3 个工作日内与您联系。');
  });

  it('uses fresh stored texts without a call, and refreshes stale ones', async () => {
    localStorage.setItem(
      STORAGE_KEYS.helpTexts,
      JSON.stringify({ at: Date.now(), list: [{ key: 'k', content: '旧', content_intl: 'old' }] }),
    );
    let texts = await load();
    await texts.refreshHelpTexts();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(texts.helpText('k')).toBe('旧');

    localStorage.setItem(
      STORAGE_KEYS.helpTexts,
      JSON.stringify({ at: Date.now() - HELP_CONFIG_REFRESH_MS - 1, list: [] }),
    );
    texts = await load();
    await texts.refreshHelpTexts();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(texts.helpText('share_tip')).toBe('点击右上角分享');
  });

  it('keeps the stored texts when the call fails', async () => {
    localStorage.setItem(
      STORAGE_KEYS.helpTexts,
      JSON.stringify({ at: 0, list: [{ key: 'k', content: '旧', content_intl: 'old' }] }),
    );
    fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    const { refreshHelpTexts, helpText } = await load();
    await refreshHelpTexts();
    expect(helpText('k')).toBe('旧');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.helpTexts)!).at).toBe(0);
  });

  it('refreshes every hour while the page stays open', async () => {
    vi.useFakeTimers();
    const { keepHelpTextsFresh } = await load();
    const stop = keepHelpTextsFresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HELP_CONFIG_REFRESH_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HELP_CONFIG_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(HELP_CONFIG_REFRESH_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('useHelpText', () => {
  it('shows the text in the current language, and the new one after a refresh', async () => {
    const { useHelpText, refreshHelpTexts } = await load();
    function Tip() {
      return <p>{useHelpText('repair_tip') || '—'}</p>;
    }
    render(<Tip />);
    expect(screen.getByText('—')).toBeTruthy();
    await act(() => refreshHelpTexts());
    expect(screen.getByText('工作人员将在 3 个工作日内与您联系。')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    try {
      render(<Tip />);
      expect(screen.getByText('Our staff will contact you within 3 working days.')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zn');
    }
  });
});
