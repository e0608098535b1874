// One save at a time: a second press while one runs does nothing (a ref, so even two presses
// within one render are caught); a failure shows its message.
import { useCallback, useRef, useState } from 'react';
import { showError } from '../../lib/api/client.ts';

export function useSaving() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
