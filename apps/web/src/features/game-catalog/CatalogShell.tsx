import { useCall } from '@juzuo/api-client/react';
import { gameBoardList } from '@juzuo/schemas';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { SyncBadge } from '../collab/SyncBadge';
import { storyLinePath } from '../game-board/storyLinePath';
import { gamePlayPath } from '../game-play/path';
import { type CatalogBoard, useCatalogBoard } from './useCatalogBoard';

/** Props of the frame of the 变量 / 道具 / 商店 pages. */
export interface CatalogShellProps {
  workId: string;
  title: string;
  /** One line under the title on what the page edits. */
  summary: string;
  testId: string;
  children: (board: CatalogBoard) => ReactNode;
}

/** The page's title, the board picker (remembered in ?board=) and the chosen board, open live. */
export function CatalogShell({ workId, title, summary, testId, children }: CatalogShellProps) {
  const boards = useCall(gameBoardList, { project_id: workId });
  const [params, setParams] = useSearchParams();
  const list = boards.data?.list ?? [];
  const canWrite = boards.data?.abilities.can_write ?? false;
  const selected = list.find((b) => b.board_id === params.get('board')) ?? list[0];
  const pick = (id: string) =>
    setParams(
      (p) => {
        p.set('board', id);
        return p;
      },
      { replace: true },
    );
  return (
    <div className="flex h-full min-h-0 flex-col bg-slate-50" data-testid={testId} data-can-write={canWrite}>
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-200 bg-white px-6 py-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="text-xs text-slate-500">{summary}</p>
        </div>
        {list.length > 0 && selected && (
          <label className="ml-auto flex items-center gap-2 text-sm text-slate-600">
            画布
            <select
              data-testid="catalog-board"
              value={selected.board_id}
              onChange={(e) => pick(e.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              {list.map((b) => (
                <option key={b.board_id} value={b.board_id}>
                  {b.board_name}
                </option>
              ))}
            </select>
          </label>
        )}
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
      {!boards.data && !boards.error && (
        <Centered>
          <Spinner />
        </Centered>
      )}
      {boards.data && !selected && (
        <Centered>
          <p className="text-sm text-slate-500">
            这部作品还没有画布。
            <Link className="text-brand-600 hover:underline" to={storyLinePath(workId)}>
              去故事线新建一个
            </Link>
          </p>
        </Centered>
      )}
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
  children: (board: CatalogBoard) => ReactNode;
}) {
  const board = useCatalogBoard(workId, boardId, canWrite);
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
