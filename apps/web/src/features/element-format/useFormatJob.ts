import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { aiElementFullFormat, aiElementFullFormatStatus } from '@juzuo/schemas';
import { useState } from 'react';

/** How often a running recognition is read again (ms); the spec does not give the interval. */
export const FORMAT_POLL_MS = 1000;
const live = (state: string | undefined) => state === 'waiting' || state === 'running';
const key = (workId: string) => `juzuo.element-format.${workId}`;

function remembered(workId: string | undefined): string | null {
  if (!workId) return null;
  try {
    return sessionStorage.getItem(key(workId));
  } catch {
    return null;
  }
}

/**
 * The writer's latest element recognition of a work (element/full_format): started here, its job id
 * kept for the browser tab so another episode of the work opens the same result; read every
 * FORMAT_POLL_MS while it runs. Reading stops with the component (the panel closing).
 */
export function useFormatJob(workId: string | undefined) {
  const [jobId, setJobId] = useState<string | null>(() => remembered(workId));
  const submit = useCallMutation(aiElementFullFormat);
  const [starting, setStarting] = useState(false);
  const status = useCall(aiElementFullFormatStatus, jobId ? { job_id: jobId } : null, {
    refreshInterval: (data) => (!data || live(data.state) ? FORMAT_POLL_MS : 0),
    // A job id from an earlier session that the server no longer knows is forgotten quietly.
    onError: () => setJobId(null),
  });
  const start = async (docIds?: string[]) => {
    if (!workId || starting) return;
    setStarting(true);
    try {
      const { job_id } = await submit({ project_id: workId, ...(docIds ? { doc_ids: docIds } : {}) });
      try {
        sessionStorage.setItem(key(workId), job_id);
      } catch {
        // Private mode: the result is shown in this panel only.
      }
      setJobId(job_id);
    } catch {
      // The client's error event has told the writer why.
    } finally {
      setStarting(false);
    }
  };
  const job = jobId ? (status.data ?? null) : null;
  return { job, running: starting || (jobId !== null && (!job || live(job.state))), start };
}
