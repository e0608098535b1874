// One save at a time (a second press while one runs does nothing); a failure shows its message.
import { useCallback } from 'react';
import { showError } from './api/client.ts';
import { useSingleFlight } from './use-single-flight.ts';

export function useSaving() {
  const { running, run } = useSingleFlight();
  const save = useCallback(
    (work: () => Promise<void>) =>
      run(async () => {
        try {
          await work();
        } catch (error) {
          showError(error);
        }
      }),
    [run],
  );
  return { busy: running, run: save };
}
