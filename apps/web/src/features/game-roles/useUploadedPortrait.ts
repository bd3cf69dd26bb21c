import { useCall } from '@juzuo/api-client/react';
import { gameResourceList } from '@juzuo/schemas';
import { useEffect, useState } from 'react';

/**
 * A portrait uploaded from the role page becomes the role's at once: the upload names the resource,
 * and once the work's image list (refreshed by the add) holds that name, its id is chosen.
 */
export function useUploadedPortrait(workId: string, choose: (resourceId: string) => void) {
  const images = useCall(gameResourceList, { project_id: workId, resource_type: 'IMAGE' });
  const [pending, setPending] = useState<string | null>(null);
  const found = pending ? images.data?.list.find((r) => r.name === pending)?.resource_id : undefined;
  useEffect(() => {
    if (!found) return;
    setPending(null);
    choose(found);
  }, [found, choose]);
  return {
    uploaded: (name: string) => {
      setPending(name);
      void images.mutate();
    },
  };
}
