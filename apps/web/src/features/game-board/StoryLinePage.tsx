import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  gameBoardAdd,
  gameBoardDelete,
  gameBoardList,
  gameBoardRename,
  type TGameBoardItem,
} from '@juzuo/schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NewNameForm } from '../../components/NewNameForm';
import { RenamableRow } from '../../components/RenamableRow';
import { Spinner } from '../../components/Spinner';
import { BoardTransfer } from './BoardTransfer';
import { GameBoardEditor } from './GameBoardEditor';

const BOARD_LABELS = { field: '画布名称', rename: '重命名', remove: '删除' };

/**
 * /workDetail/{id}/GAME/gameStoryLine: the work's story boards on the left (create, rename, delete),
 * the selected board's live editor on the right (?board=). What the caller may do comes from the
 * board list's abilities.
 */
export function StoryLinePage({ workId }: { workId: string }) {
  const boards = useCall(gameBoardList, { project_id: workId });
  const add = useCallMutation(gameBoardAdd);
  const remove = useCallMutation(gameBoardDelete);
  const rename = useCallMutation(gameBoardRename);
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<TGameBoardItem | null>(null);
  const list = boards.data?.list ?? [];
  const canWrite = boards.data?.abilities.can_write ?? false;
  const selected = list.find((b) => b.board_id === params.get('board')) ?? list[0];
  const select = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('board', id);
        else p.delete('board');
        return p;
      },
      { replace: true },
    );

  return (
    <div className="flex h-full min-h-0" data-testid="story-line-page" data-can-write={canWrite}>
      <aside className="flex w-44 shrink-0 flex-col border-r border-slate-200 bg-white xl:w-56">
        <div className="border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">故事线</h2>
          <p className="mt-0.5 text-xs text-slate-400">分支剧情画布，实时协作</p>
        </div>
        {canWrite && (
          <NewNameForm
            label="新画布名称"
            placeholder="画布名称"
            testId="new-board"
            className="border-b border-slate-100"
            onCreate={async (name) => {
              const created = await add({ project_id: workId, board_name: name });
              select(created.board_id);
            }}
          />
        )}
        <nav aria-label="画布列表" className="min-h-0 flex-1 overflow-y-auto p-2">
          {!boards.data && !boards.error && (
            <div className="grid place-items-center py-8">
              <Spinner />
            </div>
          )}
          {boards.data && list.length === 0 && (
            <p className="px-2 py-6 text-center text-xs text-slate-400">
              {canWrite ? '还没有画布，在上方新建一个。' : '还没有画布。'}
            </p>
          )}
          <ul className="space-y-0.5">
            {list.map((b) => (
              <RenamableRow
                key={b.board_id}
                name={b.board_name}
                active={b.board_id === selected?.board_id}
                canWrite={canWrite}
                onSelect={() => select(b.board_id)}
                onDelete={() => setDeleting(b)}
                onRename={(name) => rename({ board_id: b.board_id, board_name: name })}
                labels={BOARD_LABELS}
                testId="board"
                rowData={{ 'data-board-id': b.board_id }}
              />
            ))}
          </ul>
        </nav>
        <BoardTransfer workId={workId} board={selected} canWrite={canWrite} onImported={select} />
      </aside>
      {selected ? (
        <GameBoardEditor
          key={selected.board_id}
          boardId={selected.board_id}
          boardName={selected.board_name}
          workId={workId}
          canWrite={canWrite}
        />
      ) : (
        <div className="grid flex-1 place-items-center bg-slate-50 text-sm text-slate-400">
          {boards.data ? '选择或新建一个画布' : ''}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除画布"
        message={`确定删除「${deleting?.board_name ?? ''}」吗？画布上的节点、连线和变量都会删除。`}
        confirmLabel="删除"
        danger
        onConfirm={async () => {
          const gone = deleting;
          setDeleting(null);
          if (!gone) return;
          try {
            await remove({ board_id: gone.board_id });
            if (gone.board_id === selected?.board_id) select(null);
          } catch {
            // The client's error catalogue shows why.
          }
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
