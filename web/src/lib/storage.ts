// The local storage keys of product §3, and a few of the demo's own (prefixed demo_).
export const STORAGE_KEYS = {
  token: 'user_token',
  isAcc: 'isAcc',
  isMaster: 'isMaster',
  artId: 'art_id',
  salesmanInfo: 'salesman_info',
  noticeContent: 'notice_content',
  lang: 'lang',
  sqInfo: 'sq_info',
  /** '1' when the logged-in user is a collection institution (after a 401 on a _col page: its home) */
  institution: 'is_institution',
  helpTexts: 'help_texts',
  masterHistory: 'master_search_history',
  demoMessagingApp: 'demo_messaging_app',
  /** the treasures saved from this browser (lib/saved-here.ts) */
  savedHere: 'saved_here',
  /** the mock's sandbox this browser works in (X-Mock-Session), set by ?mock_session= */
  mockSession: 'mock_session',
  /** what this device sends to use the mock's controls from another host, set by ?mock_token= */
  mockToken: 'demo_mock_token',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be unavailable (private mode, blocked cookies): the app keeps working in memory.
const memory = new Map<string, string>();

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeStorage(key: StorageKey, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

export function removeStorage(key: StorageKey) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    memory.delete(key);
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const writeJson = (key: StorageKey, value: unknown) => writeStorage(key, JSON.stringify(value));
