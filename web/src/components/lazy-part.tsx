// A lazily loaded part of a page behind its own boundary: when its file fails to arrive (or it
// breaks), the part says it is not available and offers a retry, and the page stays usable.
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadedNow } from '../lib/loaded-now.ts';
import { PartBoundary } from './part-boundary.tsx';

type Module<P> = { default: ComponentType<P> };

type Options<P> = {
  /** shown while the file loads (nothing by default) */
  Loading?: ComponentType;
  /** a popup or panel over the page: the notice floats, with a close button */
  floating?: boolean;
  /** what the close button of the floating notice does besides hiding it (closes the popup) */
  dismiss?: (props: P) => (() => void) | undefined;
};

/**
 * The part, and its `preload()`: a screen that loads it before its first render (or when idle)
 * has it drawn in that render, without a moment's fallback. A failed preload is left to the
 * part's own notice.
 */
export function lazyPart<P extends object>(load: () => PromiseLike<Module<P>>, options: Options<P> = {}) {
  let loaded: Module<P> | undefined;
  const fetchPart = () => Promise.resolve(load()).then((module) => (loaded = module));
  // a failed load stays failed in React's lazy: a retry makes a new one
  const make = () => lazy(() => (loaded ? loadedNow(loaded) : fetchPart()));
  let Loaded = make();
  const { Loading } = options;
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = make();
      setAttempt(attempt + 1);
    };
    return (
      <PartBoundary key={attempt} floating={options.floating} onRetry={retry} onDismiss={options.dismiss?.(props)}>
        <Suspense fallback={Loading ? <Loading /> : null}>
          <Loaded {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  const preload = () =>
    fetchPart().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LazyPart, { preload });
}
