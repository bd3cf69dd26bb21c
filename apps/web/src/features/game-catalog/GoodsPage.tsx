import { useCallMutation } from '@juzuo/api-client/react';
import { gameGoodDelete, type TGameGoodItem } from '@juzuo/schemas';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { nodesMentioning } from '../game-board/boardQueries';
import type { LiveBoard } from '../game-board/useLiveBoard';
import { CatalogShell } from './CatalogShell';
import { goodTypes, inUseWarning, storesSelling } from './catalog';
import { GoodRow } from './GoodRow';
import { GoodTypeHeader } from './GoodTypeHeader';
import { NewGoodForm } from './NewGoodForm';
import { useFreshResources } from './useFreshResources';

/** /workDetail/{id}/GAME/gameStoryGood: a board's goods by type, with the stores and nodes that use them. */
export function GoodsPage({ workId }: { workId: string }) {
  return (
    <CatalogShell
      workId={workId}
      title="道具"
      summary="玩家可获得、购买和持有的物品，按类型分组。"
      testId="goods-page"
    >
      {(board) => <Goods board={board} />}
    </CatalogShell>
  );
}

function Goods({ board }: { board: LiveBoard }) {
  const { content, nodes, editable, boardId } = board;
  const goods = content?.goods ?? [];
  const stores = content?.stores ?? [];
  const types = useMemo(() => goodTypes(goods), [goods]);
  useFreshResources(goods.map((g) => g.icon_resource_id ?? ''));
  const [deleting, setDeleting] = useState<TGameGoodItem | null>(null);
  const remove = useCallMutation(gameGoodDelete);
  const usersOf = (g: TGameGoodItem) => ({
    nodeIds: nodesMentioning(nodes, g.good_id),
    stores: storesSelling(stores, g.good_id).map((s) => s.store_name),
  });
  const warning = deleting
    ? inUseWarning(
        `道具「${deleting.good_name}」`,
        usersOf(deleting).nodeIds.map(board.nameOf),
        usersOf(deleting).stores,
      )
    : null;

  return (
    <div className="space-y-5">
      {editable && <NewGoodForm boardId={boardId} types={types} />}
      {types.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-500">
          画布还没有道具。{editable ? '在上方新建第一个道具，并为它起一个类型。' : ''}
        </p>
      )}
      {types.map((type) => (
        <section
          key={type.type_id}
          data-testid="good-type-group"
          data-type-name={type.type_name}
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <GoodTypeHeader
            boardId={boardId}
            type={type}
            stores={[...new Set(type.goods.flatMap((g) => usersOf(g).stores))]}
            editable={editable}
          />
          <ul className="divide-y divide-slate-100">
            {type.goods.map((g) => (
              <GoodRow
                key={g.good_id}
                workId={board.workId}
                boardId={boardId}
                good={g}
                types={types}
                {...usersOf(g)}
                nameOf={board.nameOf}
                onJump={board.openNode}
                onDelete={() => setDeleting(g)}
                editable={editable}
              />
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="删除道具"
        message={warning ?? `确定删除道具「${deleting?.good_name ?? ''}」吗？`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          if (deleting) void remove({ board_id: boardId, good_id: deleting.good_id });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
