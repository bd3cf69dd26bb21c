import { useCall } from '@juzuo/api-client/react';
import { GameNodeKindLabel, gameBoardList, gameDigraph } from '@juzuo/schemas';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { storyLinePath } from '../game-board/storyLinePath';
import { BoardOverview } from './BoardOverview';
import { EventsSection } from './EventsSection';
import { PanelsSection } from './PanelsSection';

/**
 * /workDetail/{id}/GAME/gameControlBoard: one board of the work at a time (?board=): its overview
 * (counts, the checker's problems, 预览), its control panels and its events. Members without the
 * write ability (the board list's) see everything with no controls.
 */
export function ControlBoardPage({ workId }: { workId: string }) {
  const boards = useCall(gameBoardList, { project_id: workId });
  const [params, setParams] = useSearchParams();
  const list = boards.data?.list ?? [];
  const canWrite = boards.data?.abilities.can_write ?? false;
  const selected = list.find((b) => b.board_id === params.get('board')) ?? list[0];
  const digraph = useCall(gameDigraph, selected ? { board_id: selected.board_id } : null);
  const board = digraph.data;
  const names = useMemo(
    () =>
      new Map(
        (board?.nodes ?? []).map((n) => [
          n.node_id,
          n.name && n.name !== '' ? n.name : GameNodeKindLabel[n.node_type],
        ]),
      ),
    [board],
  );
  const nodeName = (id: string) => names.get(id) ?? '（已删除的节点）';
  return (
    <div className="flex h-full min-h-0" data-testid="control-board-page" data-can-write={canWrite}>
      <aside className="flex w-44 shrink-0 flex-col border-r border-slate-200 bg-white xl:w-56">
        <div className="border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">控制台</h2>
          <p className="mt-0.5 text-xs text-slate-400">选择画布</p>
        </div>
        <nav aria-label="画布列表" className="min-h-0 flex-1 overflow-y-auto p-2">
          {!boards.data && (
            <div className="grid place-items-center py-8">
              <Spinner />
            </div>
          )}
          <ul className="space-y-0.5">
            {list.map((b) => (
              <li key={b.board_id}>
                <button
                  type="button"
                  data-testid="control-board-row"
                  data-board-id={b.board_id}
                  aria-current={b.board_id === selected?.board_id ? 'page' : undefined}
                  onClick={() => setParams({ board: b.board_id }, { replace: true })}
                  className={`w-full truncate rounded-lg px-3 py-2 text-left text-sm ${
                    b.board_id === selected?.board_id
                      ? 'bg-brand-50 font-medium text-brand-700'
                      : 'text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {b.board_name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="min-w-0 flex-1 overflow-y-auto bg-slate-50 p-6">
        {boards.data && list.length === 0 ? (
          <div className="mx-auto mt-16 max-w-md text-center">
            <p className="text-sm text-slate-600">这部作品还没有画布。</p>
            <Link
              to={storyLinePath(workId)}
              className="mt-3 inline-block text-sm text-brand-600 hover:underline"
            >
              去「故事线」新建画布
            </Link>
          </div>
        ) : boards.error || digraph.error ? (
          <p data-testid="control-unavailable" className="mt-16 text-center text-sm text-slate-500">
            暂时无法读取这个画布，请稍后刷新。
          </p>
        ) : !selected || !board ? (
          <div className="grid h-40 place-items-center">
            <Spinner />
          </div>
        ) : (
          <div
            className="mx-auto max-w-6xl space-y-4"
            data-testid="control-board"
            data-board-id={selected.board_id}
          >
            <h2 className="text-lg font-semibold text-slate-900">{selected.board_name}</h2>
            {!canWrite && (
              <p
                data-testid="control-read-only"
                className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-700"
              >
                只读：需要「编辑作品」权限才能修改控制面板和事件。
              </p>
            )}
            <BoardOverview workId={workId} boardId={selected.board_id} board={board} />
            <div className="grid gap-4 xl:grid-cols-2">
              <PanelsSection boardId={selected.board_id} variables={board.variables} canWrite={canWrite} />
              <EventsSection
                boardId={selected.board_id}
                nodes={board.nodes}
                variables={board.variables}
                nodeName={nodeName}
                canWrite={canWrite}
              />
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
