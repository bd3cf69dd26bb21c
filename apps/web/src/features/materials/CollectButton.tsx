import { useApi, useCall, useCallMutation, useInvalidate } from '@juzuo/api-client/react';
import {
  materialCollect,
  materialCollectionRemove,
  materialCollectionTypeList,
  type TMaterialDetail,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { hasSession, useSession } from '../../lib/session';
import { useLoginPopup } from '../../stores/loginPopup';
import { toast } from '../../stores/toast';

/**
 * Save to a collection folder. A visitor is asked to sign in first, and the save happens right after
 * (the popup's callback), so the click is not lost. Once saved: choose the folder, or remove it.
 */
export function CollectButton({ material }: { material: TMaterialDetail }) {
  const session = useSession();
  const signedIn = hasSession(session);
  const api = useApi();
  const invalidate = useInvalidate();
  const openLogin = useLoginPopup((s) => s.openLogin);
  const folders = useCall(materialCollectionTypeList, signedIn ? {} : null).data?.list ?? [];
  const collect = useCallMutation(materialCollect);
  const remove = useCallMutation(materialCollectionRemove);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      toast.success(done);
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  if (!signedIn) {
    return (
      <Button
        data-testid="material-collect"
        onClick={() =>
          openLogin({
            toPath: null,
            callback: () => {
              void api
                .call(materialCollect, { material_id: material.id })
                .then(() => invalidate(materialCollect))
                .then(() => toast.success('已收藏'))
                .catch(() => undefined);
            },
          })
        }
      >
        收藏
      </Button>
    );
  }
  if (!material.collected) {
    return (
      <Button
        data-testid="material-collect"
        loading={busy}
        onClick={() => run(() => collect({ material_id: material.id }), '已收藏')}
      >
        收藏
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span data-testid="material-collected" className="text-sm font-medium text-emerald-700">
        已收藏
      </span>
      <label className="flex items-center gap-1 text-sm text-slate-500">
        收藏夹
        <select
          data-testid="material-collect-folder"
          disabled={busy}
          value={material.collection_type_id ?? '0'}
          onChange={(e) =>
            run(() => collect({ material_id: material.id, type_id: e.target.value }), '已移动到所选收藏夹')
          }
          className="rounded-md border border-slate-200 bg-white px-2 py-1 text-slate-700"
        >
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="secondary"
        size="sm"
        data-testid="material-uncollect"
        loading={busy}
        onClick={() => run(() => remove({ material_ids: [material.id] }), '已取消收藏')}
      >
        取消收藏
      </Button>
    </div>
  );
}
