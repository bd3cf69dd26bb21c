import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { SyncBadge } from '../collab/SyncBadge';
import { BoardSelect, NoBoards, useChosenBoard } from '../game-board/BoardChooser';
import { storyLinePath } from '../game-board/storyLinePath';
import { type LiveBoard, useLiveBoard } from '../game-board/useLiveBoard';
import { gamePlayPath } from '../game-play/path';

/** Props of the frame of the 变量 / 道具 / 商店 pages. */
export interface CatalogShellProps {
  workId: string;
  title: string;
  /** One line under the title on what the page edits. */
  summary: string;
  testId: string;
  children: (board: LiveBoard) => ReactNode;
}

/** The page's title, the shared board picker (remembered in ?board=) and the chosen board, open live. */
export function CatalogShell({ workId, title, summary, testId, children }: CatalogShellProps) {
  const chosen = useChosenBoard(workId);
  const { selected, canWrite } = chosen;
  return (
    <div className="flex h-full min-h-0 flex-col bg-slate-50" data-testid={testId} data-can-write={canWrite}>
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 bg-white px-6 py-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="text-xs text-slate-500">{summary}</p>
        </div>
        <span className="ml-auto">
          <BoardSelect chosen={chosen} />
        </span>
        {selected && (
          <nav className="flex gap-3 text-sm">
            <Link className="text-brand-600 hover:underline" to={storyLinePath(workId, selected.board_id)}>
              打开故事线
            </Link>
            <Link className="text-brand-600 hover:underline" to={gamePlayPath(workId, selected.board_id)}>
              试玩
            </Link>
          </nav>
        )}
      </header>
      {!chosen.loaded && (
        <Centered>
          <Spinner />
        </Centered>
      )}
      {chosen.loaded && !selected && <NoBoards workId={workId} />}
      {selected && (
        <OpenBoard key={selected.board_id} workId={workId} boardId={selected.board_id} canWrite={canWrite}>
          {children}
        </OpenBoard>
      )}
    </div>
  );
}

function OpenBoard({
  workId,
  boardId,
  canWrite,
  children,
}: {
  workId: string;
  boardId: string;
  canWrite: boolean;
  children: (board: LiveBoard) => ReactNode;
}) {
  const board = useLiveBoard(workId, boardId, canWrite);
  if (!board.content)
    return (
      <Centered>
        <Spinner />
      </Centered>
    );
  return (
    <div className="min-h-0 flex-1 overflow-y-auto" data-testid="catalog-body" data-editable={board.editable}>
      <div className="mx-auto max-w-5xl px-6 py-5">
        <div className="mb-3 flex justify-end">
          <SyncBadge state={board.doc.status.sync} readOnly={!board.editable} />
        </div>
        {children(board)}
      </div>
    </div>
  );
}

const Centered = ({ children }: { children: ReactNode }) => (
  <div className="grid flex-1 place-items-center py-16">{children}</div>
);
