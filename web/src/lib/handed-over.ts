// What a screen's first render starts from without asking again (lib/use-load.ts), by its load's
// key: what a primed load got (primeLoad) or what the screen before handed over (handOverLoad).
// A module of its own, apart from use-load.ts: the visitor search hands a treasure on from the
// first visit's screen, which must not bring the pages' shared chunk (use-load.ts's) with it.

type Found<T> = { data: T } | undefined;

/** The data a keyed load's first render takes, by key; use-load.ts removes it once taken. */
export const handedOver = new Map<string, Found<unknown>>();

/**
 * What the screen before loaded for the next one (the search's treasure for its page): the next
 * screen's first render starts from it, as from a primed load, without asking again. Given just
 * before the navigation to that screen.
 */
export function handOverLoad(key: string, data: unknown) {
  handedOver.set(key, { data });
}
