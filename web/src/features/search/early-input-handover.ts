// The search forms' part of lib/early-input.ts: a hook, kept out of that module, which the page's
// entry runs as soon as it arrives: the entry then needs no React, and runs without waiting for it.
import { type RefObject, useLayoutEffect } from 'react';
import { handOverEarlyInput } from '../../lib/early-input.ts';

/** handOverEarlyInput for the form in `ref`, as it first reaches the page (before it is painted). */
export function useEarlyInputHandover(
  ref: RefObject<HTMLFormElement | null>,
  take: (name: string, value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form first reaches the page
  useLayoutEffect(() => {
    if (ref.current) handOverEarlyInput(ref.current, take);
  }, []);
}
