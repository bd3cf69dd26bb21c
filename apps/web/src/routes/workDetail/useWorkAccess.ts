import { useWorkDetail } from '@juzuo/api-client/react';
import type { TMediaType, TWorkAbilities, TWorkDetail } from '@juzuo/schemas';
import { useEffect } from 'react';
import { RETRY_WHEN_UNANSWERED } from '../../lib/retryWhenUnanswered';
import { useTitleStore } from '../../stores/title';

/** Work-level access of the signed-in user in one work. */
export interface WorkAccess {
  /** The work as project/detail answers it; undefined while loading or after an error. */
  work: TWorkDetail | undefined;
  /** Work name for the page title; null while unknown. */
  workName: string | null;
  /** Media type of the work; undefined while unknown. */
  mediaType: TMediaType | undefined;
  /** What I may do with the work, as project/detail presents it; undefined while unknown. */
  abilities: TWorkAbilities | undefined;
  /** The work could not be read and no copy is at hand (offline before it was ever kept). */
  failed: boolean;
}

/**
 * The work and my abilities in it (project/detail). A work that is gone or not
 * mine answers 8003, which the API client turns into a toast and a return to /workBench after 2 s.
 */
export function useWorkAccess(workId: string | undefined): WorkAccess {
  const { data: work, error } = useWorkDetail(workId ?? null, RETRY_WHEN_UNANSWERED);
  const workName = work?.work_name ?? null;
  return {
    work,
    workName,
    mediaType: work?.media_type,
    abilities: work?.abilities,
    failed: !work && !!error,
  };
}

/** Puts the work name into the page title while the work shell is open (the shell calls it once). */
export function useWorkTitle(workName: string | null): void {
  const setWorkName = useTitleStore((s) => s.setWorkName);
  useEffect(() => {
    setWorkName(workName);
    return () => setWorkName(null);
  }, [workName, setWorkName]);
}
