import { useCall } from '@juzuo/api-client/react';
import { outlineGet } from '@juzuo/schemas';
import { useMemo } from 'react';
import { markersByDoc } from './outlineTree';

/** How often the script page re-reads the outline, so markers set meanwhile show without a reload. */
const MARKERS_REFRESH_MS = 5_000;

/**
 * The short-drama markers of each episode document, from the outline's nodes linked to it
 * (works/idea/outline, which reads the live outline): fresh on open and every few seconds after.
 */
export function useEpisodeMarkers(workId: string): Map<string, string[]> {
  const list = useCall(outlineGet, { project_id: workId }, { refreshInterval: MARKERS_REFRESH_MS }).data
    ?.list;
  return useMemo(() => markersByDoc(list ?? []), [list]);
}
