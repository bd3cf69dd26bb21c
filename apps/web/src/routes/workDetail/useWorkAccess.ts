import type { TWorkPermission } from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { useTitleStore } from '../../stores/title';

/** Work-level access of the signed-in user in one work. */
export interface WorkAccess {
  /** Work name for the page title; null until works exist (issue 4). */
  workName: string | null;
  /** Work-level permissions; undefined while unknown. */
  permissions: readonly TWorkPermission[] | undefined;
  /** True when the permission is held, or while permissions are unknown. */
  has: (permission: TWorkPermission) => boolean;
}

/**
 * Hook point for work-level permissions and the work name. Works land with issue 4, which reads
 * project/detail (work_name, my_permissions) here; until then nothing is known and nothing is blocked.
 */
export function useWorkAccess(_workId: string | undefined): WorkAccess {
  // Issue 4 replaces these two with the project/detail read (SWR).
  const [permissions] = useState<readonly TWorkPermission[] | undefined>(undefined);
  const [workName] = useState<string | null>(null);
  const setWorkName = useTitleStore((s) => s.setWorkName);
  useEffect(() => {
    setWorkName(workName);
    return () => setWorkName(null);
  }, [workName, setWorkName]);
  return {
    workName,
    permissions,
    has: (permission) => permissions === undefined || (permissions as readonly string[]).includes(permission),
  };
}
