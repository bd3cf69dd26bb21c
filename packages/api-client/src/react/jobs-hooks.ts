import {
  isJobFinal,
  jobCancelCall,
  jobDetailCall,
  jobListCall,
  type TCallData,
  type TCallInput,
  type TJob,
  worksExportCall,
} from '@juzuo/schemas';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { followJobEvents } from '../job-events';
import { useCall, useCallMutation } from './call-hooks';
import { useApi, useSession } from './context';
import type { ApiSWRConfig } from './hooks';

// The caller's durable jobs (exports, later AI work). Job reads are user-scoped: a job belongs to
// its owner whatever team is current.

type TJobPage = TCallData<typeof jobListCall>;

/** A page of my jobs, newest first. */
export const useJobList = (input: TCallInput<typeof jobListCall> | null) =>
  useCall(jobListCall, input, { scope: 'user', keepPreviousData: true });

/** One of my jobs (null pauses). */
export const useJobDetail = (jobId: string | null, config?: ApiSWRConfig<TJob>) =>
  useCall(jobDetailCall, jobId ? { job_id: jobId } : null, { scope: 'user', ...config });

/** Starts an export of a work; answers the job (the job list revalidates). */
export const useStartExport = () => useCallMutation(worksExportCall);

/** Cancels one of my jobs; answers it. */
export const useCancelJob = () => useCallMutation(jobCancelCall);

const pathOf = (key: unknown): string | null =>
  Array.isArray(key) && typeof key[1] === 'string' ? (key[1] as string) : null;

/**
 * Keeps every cached job read current from the live events stream while mounted (and signed in):
 * a changed job is patched into cached lists and details in place, without a refetch per progress
 * step; a job a cached list does not hold yet, a job reaching its final state revalidate the lists, and every (re)connect revalidates
 * every job read. `onJob` hears each change too (toasts, download prompts).
 */
export function useJobEvents(onJob?: (job: TJob) => void): void {
  const api = useApi();
  const { token } = useSession();
  const { mutate } = useSWRConfig();
  const listener = useRef(onJob);
  listener.current = onJob;

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    const revalidateLists = () => mutate((key) => pathOf(key) === jobListCall.path);
    // After a (re)connect: whatever changed while the stream was down is read again.
    const revalidateAll = () => mutate((key) => pathOf(key)?.startsWith('/ixj_web/jobs/') === true);
    void followJobEvents(
      api,
      {
        onReady: () => void revalidateAll(),
        onJob: (job) => {
          let missing = false;
          void mutate(
            (key) => pathOf(key) === jobListCall.path,
            (page: TJobPage | undefined) => {
              if (!page) return page;
              if (!page.list.some((j) => j.job_id === job.job_id)) missing = true;
              return { ...page, list: page.list.map((j) => (j.job_id === job.job_id ? job : j)) };
            },
            { revalidate: false },
          ).then(() => {
            if (missing || isJobFinal(job.state)) void revalidateLists();
          });
          void mutate(
            (key) =>
              pathOf(key) === jobDetailCall.path &&
              (key as readonly unknown[])[2] !== null &&
              ((key as readonly unknown[])[2] as { job_id?: string }).job_id === job.job_id,
            job,
            { revalidate: false },
          );
          listener.current?.(job);
        },
      },
      abort.signal,
    );
    return () => abort.abort();
  }, [api, token, mutate]);
}
