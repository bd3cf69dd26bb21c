import { Spinner } from '../../components/Spinner';
import { PresenceBar } from '../collab/PresenceBar';
import { SyncBadge } from '../collab/SyncBadge';
import { ChosenBoardPage } from '../game-board/BoardChooser';
import { useLiveBoard } from '../game-board/useLiveBoard';
import { RolesBody } from './RolesBody';

/**
 * /workDetail/{id}/GAME/gameRoleSetting (角色设定): the roles of a story board, the ones its dialogue
 * lines choose: create, rename, portrait, description, voice, and the lines each speaks. Live on the
 * board's document; read-only members see it all disabled.
 */
export function RoleSettingPage({ workId }: { workId: string }) {
  return (
    <ChosenBoardPage workId={workId} testId="role-setting-page">
      {(board, canWrite, select) => (
        <LiveRoles workId={workId} boardId={board.board_id} canWrite={canWrite} header={select} />
      )}
    </ChosenBoardPage>
  );
}

function LiveRoles({
  workId,
  boardId,
  canWrite,
  header,
}: {
  workId: string;
  boardId: string;
  canWrite: boolean;
  header: React.ReactNode;
}) {
  const live = useLiveBoard(workId, boardId, canWrite);
  const { ydoc } = live;
  return (
    <>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-6 py-3">
        <div className="mr-2">
          <h2 className="text-base font-semibold text-slate-900">角色设定</h2>
          <p className="text-xs text-slate-500">对话台词从这里的角色中选择；配好音色的角色才能配音</p>
        </div>
        {header}
        <span className="ml-auto flex items-center gap-3">
          <PresenceBar me={live.me} others={live.doc.others} />
          <SyncBadge state={live.doc.status.sync} readOnly={!live.editable} />
        </span>
      </header>
      {ydoc ? (
        <RolesBody
          workId={workId}
          boardId={boardId}
          ydoc={ydoc}
          nodes={live.nodes}
          readOnly={!live.editable}
        />
      ) : (
        <div className="grid flex-1 place-items-center">
          <Spinner />
        </div>
      )}
    </>
  );
}
