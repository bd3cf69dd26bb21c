import { useCallMutation } from '@juzuo/api-client/react';
import { gameStoreAdd, gameStoreDelete, type TGameStore } from '@juzuo/schemas';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NewNameForm } from '../../components/NewNameForm';
import type { LiveBoard } from '../game-board/useLiveBoard';
import { CatalogShell } from './CatalogShell';
import { currencies } from './catalog';
import { StoreCard } from './StoreCard';

/** /workDetail/{id}/GAME/gameStore: a board's stores, the goods they sell and the variable each price is paid in. */
export function StoresPage({ workId }: { workId: string }) {
  return (
    <CatalogShell
      workId={workId}
      title="商店"
      summary="玩家用数值变量（如金币）购买道具的商店。"
      testId="stores-page"
    >
      {(board) => <Stores board={board} />}
    </CatalogShell>
  );
}

function Stores({ board }: { board: LiveBoard }) {
  const { content, editable, boardId } = board;
  const stores = content?.stores ?? [];
  const goods = content?.goods ?? [];
  const money = useMemo(() => currencies(content?.variables ?? []), [content?.variables]);
  const add = useCallMutation(gameStoreAdd);
  const remove = useCallMutation(gameStoreDelete);
  const [deleting, setDeleting] = useState<TGameStore | null>(null);
  return (
    <div className="space-y-5">
      {editable && (
        <div className="rounded-xl border border-slate-200 bg-white pt-3 shadow-sm">
          <h3 className="px-4 text-sm font-semibold text-slate-800">新建商店</h3>
          <NewNameForm
            label="新商店名称"
            placeholder="例如 铁匠铺"
            testId="new-store"
            onCreate={async (name) => {
              await add({ board_id: boardId, store_name: name, items: [] });
            }}
          />
        </div>
      )}
      {stores.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-500">
          画布还没有商店。
        </p>
      )}
      {stores.map((s) => (
        <StoreCard
          key={s.store_id}
          boardId={boardId}
          store={s}
          goods={goods}
          currencies={money}
          onDelete={() => setDeleting(s)}
          editable={editable}
        />
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="删除商店"
        message={`确定删除商店「${deleting?.store_name ?? ''}」吗？试玩中将不再出现。`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          if (deleting) void remove({ board_id: boardId, store_id: deleting.store_id });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
