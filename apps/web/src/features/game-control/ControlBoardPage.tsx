import { useCall } from '@juzuo/api-client/react';
import { GameNodeKindLabel, gameDigraph } from '@juzuo/schemas';
import { useMemo } from 'react';
import { Spinner } from '../../components/Spinner';
import { BoardSelect, NoBoards, useChosenBoard } from '../game-board/BoardChooser';
import { BoardOverview } from './BoardOverview';
import { EventsSection } from './EventsSection';
import { PanelsSection } from './PanelsSection';

/**
 * /workDetail/{id}/GAME/gameControlBoard: one board of the work at a time (the shared picker, ?board=): its overview
 * (counts, the checker's problems, 预览), its control panels and its events. Members without the
 * write ability (the board list's) see everything with no controls.
 */
export function ControlBoardPage({ workId }: { workId: string }) {
  const chosen = useChosenBoard(workId);
  const { selected, canWrite } = chosen;
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
  if (chosen.loaded && !selected) return <NoBoards workId={workId} />;
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="control-board-page" data-can-write={canWrite}>
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 bg-white px-6 py-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">控制台</h2>
          <p className="text-xs text-slate-500">画布的概况、控制面板和事件</p>
        </div>
        <span className="ml-auto">
          <BoardSelect chosen={chosen} />
        </span>
      </header>
      <main className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-6">
        {chosen.failed || digraph.error ? (
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
