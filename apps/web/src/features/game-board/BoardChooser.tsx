import { useCall } from '@juzuo/api-client/react';
import { gameBoardList, type TGameBoardItem } from '@juzuo/schemas';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { storyLinePath } from './storyLinePath';

/** The work's boards and the one chosen in `?board=` (the first when none or an unknown one is named). */
export interface ChosenBoard {
  boards: TGameBoardItem[];
  selected: TGameBoardItem | undefined;
  /** The board list's ability for the caller. */
  canWrite: boolean;
  loaded: boolean;
  /** The board list could not be read. */
  failed: boolean;
  choose: (boardId: string) => void;
}

/** The board a game page shows, kept in the URL so a link opens the same board. */
export function useChosenBoard(workId: string): ChosenBoard {
  const list = useCall(gameBoardList, { project_id: workId });
  const [params, setParams] = useSearchParams();
  const boards = list.data?.list ?? [];
  const selected = boards.find((b) => b.board_id === params.get('board')) ?? boards[0];
  const choose = (boardId: string) =>
    setParams(
      (p) => {
        p.set('board', boardId);
        return p;
      },
      { replace: true },
    );
  return {
    boards,
    selected,
    canWrite: list.data?.abilities.can_write ?? false,
    loaded: list.data !== undefined,
    failed: list.error !== undefined,
    choose,
  };
}

/** The board select of a game page's header. */
export function BoardSelect({ chosen }: { chosen: ChosenBoard }) {
  if (chosen.boards.length === 0) return null;
  return (
    <label className="flex items-center gap-2 text-xs text-slate-500">
      画布
      <select
        aria-label="选择画布"
        data-testid="board-select"
        value={chosen.selected?.board_id ?? ''}
        onChange={(e) => chosen.choose(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
      >
        {chosen.boards.map((b) => (
          <option key={b.board_id} value={b.board_id}>
            {b.board_name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What a game page says when the work has no board yet: where to make one. */
export function NoBoards({ workId }: { workId: string }) {
  return (
    <div className="grid flex-1 place-items-center bg-slate-50 p-8 text-center" data-testid="no-boards">
      <div>
        <p className="text-sm text-slate-600">这个作品还没有故事线画布。</p>
        <Link to={storyLinePath(workId)} className="mt-2 inline-block text-sm text-brand-600 hover:underline">
          去「故事线」新建画布
        </Link>
      </div>
    </div>
  );
}

/**
 * A game page over one board: the chosen board's content (keyed by board, so a switch opens the new
 * board afresh, given the board select for its header), where to make one, or a spinner.
 */
export function ChosenBoardPage({
  workId,
  testId,
  children,
}: {
  workId: string;
  testId: string;
  children: (board: TGameBoardItem, canWrite: boolean, select: ReactNode) => ReactNode;
}) {
  const chosen = useChosenBoard(workId);
  return (
    <div className="flex h-full min-h-0 flex-col bg-slate-50" data-testid={testId}>
      {chosen.selected ? (
        <div key={chosen.selected.board_id} className="contents">
          {children(chosen.selected, chosen.canWrite, <BoardSelect chosen={chosen} />)}
        </div>
      ) : chosen.loaded ? (
        <NoBoards workId={workId} />
      ) : (
        <div className="grid flex-1 place-items-center">
          <Spinner />
        </div>
      )}
    </div>
  );
}
