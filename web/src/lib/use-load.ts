// The one way a screen loads what it shows: loading, then the data or the failure (the server's
// code and message when it gave one). The data stays while a reload runs, `reload()` resolves
// once the new data is in, and a load that a newer one (or leaving the screen) overtook is
// dropped and its request aborted. Shown with components/state-view.tsx.
//
// A load with a key takes part in the server's first paint (web/src/entry-server.tsx): the
// server runs it during its render and waits for it, and embeds what it got in the page; the
// browser's first render starts from that (ready, no loading state), then loads again as always.
import { createContext, startTransition, use, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api/client.ts';
import { hasEarlyAnswers } from './api/early-answers.ts';
import { startApart } from './calls-apart.ts';
import { handedOver } from './handed-over.ts';

export type LoadError = { code: number; message: string };

type Common<T> = {
  /** loading for the first time, or again after a change */
  loading: boolean;
  /**
   * false while the data shown is the server's first paint's (drawn for an anonymous visitor,
   * outside any sandbox), until the browser's own load has answered
   */
  fresh: boolean;
  reload: () => Promise<void>;
  /** replaces the data (or patches it) after a change the screen made itself */
  setData: (next: T | ((data: T) => T)) => void;
};

export type Loaded<T> = Common<T> &
  (
    | { status: 'loading'; data: undefined; error: undefined }
    | { status: 'failed'; data: T | undefined; error: LoadError }
    | { status: 'ready'; data: T; error: undefined }
  );

type State<T> = { data?: T; error?: LoadError; loading: boolean; fromPage?: boolean };

const asLoadError = (failure: unknown): LoadError => ({
  code: failure instanceof ApiError ? failure.code : 0,
  message: failure instanceof Error ? failure.message : '',
});

type Load<T> = (signal: AbortSignal) => Promise<T>;
type Found<T> = { data: T } | undefined;

/** The server's render: runs a keyed load once, answers the same promise each time it is asked. */
export type ServerLoads = (key: string, load: Load<unknown>) => Promise<Found<unknown>>;
export const ServerLoadsContext = /* @__PURE__ */ createContext<ServerLoads | null>(null);

/** The id of the page's JSON block holding what the server's render loaded, by key. */
export const FIRST_PAINT_DATA_ID = 'first-paint-data';
let pageData: Record<string, unknown> | undefined;
let pageBlock: Element | null = null;

function fromPage(key: string): Found<unknown> {
  const block = document.getElementById(FIRST_PAINT_DATA_ID);
  if (!block) return undefined;
  if (block !== pageBlock) {
    pageBlock = block;
    pageData = JSON.parse(block.textContent || '{}') as Record<string, unknown>;
  }
  return pageData && key in pageData ? { data: pageData[key] } : undefined;
}

/**
 * Loads the static build's app starts before its first render (`primeLoad`, from a screen's
 * `preload`), by key: what the early start's answers gave (lib/api/early-answers.ts). The first
 * render starts from what they got, so that the app's first screen is the loaded one and not its
 * loading frame again: the frame's early picture stays on screen instead of blinking out.
 */
const primed = new Map<string, Promise<unknown>>();

/** How long the app's first render waits at most for a primed load: the frame shows meanwhile. */
export const PRIME_WAIT_MS = 1500;

/**
 * Runs the keyed load now, on a page the early start is answering for (nowhere else: the load
 * would be one more request); resolves once it has settled (a failure is the screen's to meet),
 * or after PRIME_WAIT_MS, the screen then taking the load on its way.
 */
export function primeLoad<T>(key: string, load: Load<T>): Promise<void> {
  if (!hasEarlyAnswers()) return Promise.resolve();
  const loading = load(new AbortController().signal);
  primed.set(key, loading);
  const settled = loading.then(
    (data) => {
      // not once the screen has taken the load on its way
      if (primed.get(key) === loading) handedOver.set(key, { data });
    },
    () => undefined,
  );
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, PRIME_WAIT_MS))]);
}

/**
 * `load` gets an AbortSignal to pass to its calls; null waits (nothing to load yet). `deps` are
 * what `load` depends on: a change loads again. `key` (the screen's and its data's, e.g.
 * `treasure:1`) lets the server's render load it for the first paint.
 */
export function useLoad<T>(load: Load<T> | null, deps: readonly unknown[], key?: string): Loaded<T> {
  let first: Found<unknown>;
  let ownFirst: Found<unknown>;
  if (key && load) {
    if (!import.meta.env.SSR) {
      first = fromPage(key);
      ownFirst = first ? undefined : handedOver.get(key);
    } else {
      const server = use(ServerLoadsContext);
      first = server ? use(server(key, load)) : undefined;
    }
  }
  const [state, setState] = useState<State<T>>(() =>
    first
      ? { data: first.data as T, loading: false, fromPage: true }
      : ownFirst
        ? { data: ownFirst.data as T, loading: false }
        : { loading: load !== null },
  );
  // the first data is this browser's own already (primeLoad): no second load on mount
  const startedOwn = useRef(ownFirst !== undefined);
  const current = useRef(load);
  current.current = load;
  const running = useRef<AbortController | null>(null);
  // What the screen changed itself (a like, a save) while a load was on its way: what the load
  // brings predates it, so the changes are made again on it.
  const changes = useRef<((data: T) => T)[] | null>(null);

  // `from`: a load already on its way (primeLoad's) instead of a new one
  const run = useCallback(async (from?: Promise<unknown>) => {
    const load = current.current;
    running.current?.abort();
    if (!load) {
      setState({ loading: false });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    changes.current = [];
    // Transitions: a screen drawn again with its new data is drawn in slices, never in one long task.
    const update = (next: (previous: State<T>) => State<T>) => startTransition(() => setState(next));
    update((previous) => ({ data: previous.data, loading: true, fromPage: previous.fromPage }));
    try {
      const loaded = (await (from ?? load(controller.signal))) as T;
      if (controller.signal.aborted) return;
      const data = (changes.current ?? []).reduce<T>((value, change) => change(value), loaded);
      changes.current = null;
      update(() => ({ data, loading: false }));
    } catch (failure) {
      if (controller.signal.aborted) return;
      changes.current = null;
      update((previous) => ({ data: previous.data, error: asLoadError(failure), loading: false }));
    }
  }, []);
  const reload = useCallback(() => run(), [run]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller passes the dependencies of `load`
  useEffect(() => {
    // the page's data (and a primed load) is for its first screen only: a later visit loads as usual
    if (key && pageData) delete pageData[key];
    const onItsWay = key ? primed.get(key) : undefined;
    if (key) {
      primed.delete(key);
      handedOver.delete(key);
    }
    if (startedOwn.current) {
      startedOwn.current = false;
      return () => running.current?.abort();
    }
    // Over a painted page (the only kind that holds the page's data), the first screen's calls,
    // the page's data loaded again among them, each start in a task of their own (decisions 88, 94).
    const cancel = startApart(() => void run(onItsWay));
    return () => {
      cancel();
      running.current?.abort();
    };
  }, [...deps]);

  const setData = useCallback((next: T | ((data: T) => T)) => {
    changes.current?.push(typeof next === 'function' ? (next as (data: T) => T) : () => next);
    setState((previous) => {
      if (typeof next !== 'function') return { ...previous, data: next, error: undefined };
      if (previous.data === undefined) return previous;
      return { ...previous, data: (next as (data: T) => T)(previous.data) };
    });
  }, []);

  const common = { loading: state.loading, fresh: !state.fromPage, reload, setData };
  if (state.error) return { ...common, status: 'failed', data: state.data, error: state.error };
  // while a reload runs, the data shown so far stays
  if (state.data !== undefined) return { ...common, status: 'ready', data: state.data, error: undefined };
  return { ...common, status: 'loading', data: undefined, error: undefined };
}
