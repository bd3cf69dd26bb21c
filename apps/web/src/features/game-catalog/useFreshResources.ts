import { useInvalidate } from '@juzuo/api-client/react';
import { gameResourceList } from '@juzuo/schemas';
import { useEffect, useRef } from 'react';

/**
 * Reads the media library again when a good's icon names a resource this tab has not seen: a
 * collaborator may have uploaded it after this page read the library (it would show as deleted).
 */
export function useFreshResources(resourceIds: readonly string[]): void {
  const invalidate = useInvalidate();
  const seen = useRef<Set<string> | null>(null);
  const key = [...new Set(resourceIds.filter((id) => id !== ''))].sort().join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    // The first reading is the page's own fetch; only ids that arrive later ask for a new one.
    if (seen.current && ids.some((id) => !seen.current?.has(id)))
      void invalidate({ invalidates: [gameResourceList.path] });
    seen.current = new Set(ids);
  }, [key, invalidate]);
}
