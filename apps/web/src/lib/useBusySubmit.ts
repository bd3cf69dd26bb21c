import { useCallback, useState } from 'react';

/**
 * One submit (a login mode, a form, a row's action): `busy` while `run(task)` is under way. A failed
 * call needs no handling here because the API client already showed it (toast, 4025 info box).
 */
export function useBusySubmit(): { busy: boolean; run: (task: () => Promise<unknown>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
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
