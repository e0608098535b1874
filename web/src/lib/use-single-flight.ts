import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time (product §5: a search is blocked while another runs; a form is
 * not sent twice). The ref guards against a second tap before React has re-rendered the
 * disabled button.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);
  return { running, run, isBusy: () => busy.current };
}
