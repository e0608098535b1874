// Help texts (goods/getHelpInfoConfig), kept in local storage and refreshed hourly (product §1).
import { useSyncExternalStore } from 'react';
import { HELP_CONFIG_REFRESH_MS } from '#contract/limits.ts';
import { apiData } from './api/client.ts';
import { startApart } from './calls-apart.ts';
import { pick } from './i18n.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

type HelpText = { key: string; content: string; content_intl: string };
type Stored = { at: number; list: HelpText[] };

const listeners = new Set<() => void>();
let stored: Stored | null = readJson<Stored>(STORAGE_KEYS.helpTexts);

export const isStale = (value: Stored | null, now = Date.now()) => !value || now - value.at >= HELP_CONFIG_REFRESH_MS;

export async function refreshHelpTexts(force = false) {
  if (!force && !isStale(stored)) return;
  try {
    const { list } = await apiData('helpConfig');
    stored = { at: Date.now(), list };
    writeJson(STORAGE_KEYS.helpTexts, stored);
    for (const listener of listeners) listener();
  } catch {
    // Keep the stored texts; the next hour tries again.
  }
}

/** Refreshes now when stale, then every hour while the page stays open. */
export function keepHelpTextsFresh() {
  const cancel = startApart(() => void refreshHelpTexts());
  const timer = window.setInterval(() => void refreshHelpTexts(true), HELP_CONFIG_REFRESH_MS);
  return () => {
    cancel();
    window.clearInterval(timer);
  };
}

export function helpText(key: string): string {
  return pick(
    stored?.list.find((item) => item.key === key),
    'content',
  );
}

export function useHelpText(key: string): string {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stored,
  );
  return helpText(key);
}
