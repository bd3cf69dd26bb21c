import { useCallback, useState } from 'react';

/**
 * One submit of a login mode: `busy` while `run(task)` is under way. A failed call needs no
 * handling here because the API client already showed it (toast, 4025 info box).
 */
export function useBusySubmit(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
