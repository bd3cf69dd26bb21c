import { useCall } from '@juzuo/api-client/react';
import { gameBoardList, gamePlotRoleList, type TGameBoardItem } from '@juzuo/schemas';
import { Link } from 'react-router-dom';

/**
 * Where a role's name also speaks on the work's other boards (roles are per board; plot_role_list
 * counts each board's speakers by name), each a link to that board's 角色设定.
 */
export function OtherBoards({
  workId,
  boardId,
  roleName,
}: {
  workId: string;
  boardId: string;
  roleName: string;
}) {
  const boards = useCall(gameBoardList, { project_id: workId });
  const others = (boards.data?.list ?? []).filter((b) => b.board_id !== boardId);
  if (others.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-xs" data-testid="role-other-boards">
      {others.map((b) => (
        <OtherBoard key={b.board_id} workId={workId} board={b} roleName={roleName} />
      ))}
    </ul>
  );
}

function OtherBoard({
  workId,
  board,
  roleName,
}: {
  workId: string;
  board: TGameBoardItem;
  roleName: string;
}) {
  const roles = useCall(gamePlotRoleList, { board_id: board.board_id });
  const count = roles.data?.list.find((r) => r.role_name === roleName)?.line_count ?? 0;
  if (count === 0) return null;
  return (
    <li>
      <Link
        to={`/workDetail/${workId}/GAME/gameRoleSetting?board=${encodeURIComponent(board.board_id)}`}
        className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-600 hover:bg-brand-50 hover:text-brand-700"
      >
        在「{board.board_name}」中{count}句
      </Link>
    </li>
  );
}
