import { useCallback, useState } from 'react';
import { callMessage } from './callError';

/** A form's submission: busy while it runs, and the Chinese message of the last failure, shown inline. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(callMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  /** Shows a message of a check made before sending; answers false, for handlers that answer success. */
  const refuse = useCallback((message: string): false => {
    setError(message);
    return false;
  }, []);
  return { busy, error, setError, refuse, run };
}
