import { useCall } from '@juzuo/api-client/react';
import { gameScreenplay } from '@juzuo/schemas';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { PresenceBar } from '../collab/PresenceBar';
import { SyncBadge } from '../collab/SyncBadge';
import { ChosenBoardPage } from '../game-board/BoardChooser';
import { nodeTitle } from '../game-board/nodeTitle';
import { useLiveBoard } from '../game-board/useLiveBoard';
import { rolesOf } from '../game-roles/roleModel';
import { PasteScriptPanel } from './PasteScriptPanel';
import { ScriptSceneView } from './ScriptSceneView';
import { scriptFileName, scriptScenes } from './scriptModel';

/** How long after a change the story order is read again (the server's reading follows in about 2 s). */
const REORDER_AFTER_MS = 2500;

/**
 * /workDetail/{id}/GAME/gameScript (剧本): a board's dialogue as a screenplay in story order by branch,
 * each line with its role and node, edited in place on the live board; pasted script text becomes a
 * new PLOT node; the whole script downloads as text.
 */
export function ScriptPage({ workId }: { workId: string }) {
  return (
    <ChosenBoardPage workId={workId} testId="game-script-page">
      {(board, canWrite, select) => (
        <LiveScript
          workId={workId}
          boardId={board.board_id}
          boardName={board.board_name}
          canWrite={canWrite}
          header={select}
        />
      )}
    </ChosenBoardPage>
  );
}

function LiveScript({
  workId,
  boardId,
  boardName,
  canWrite,
  header,
}: {
  workId: string;
  boardId: string;
  boardName: string;
  canWrite: boolean;
  header: ReactNode;
}) {
  const live = useLiveBoard(workId, boardId, canWrite);
  const { ydoc } = live;
  const screenplay = useCall(gameScreenplay, { board_id: boardId });
  const { mutate } = screenplay;
  const roles = useMemo(() => rolesOf(live.nodes), [live.nodes]);
  const scenes = useMemo(
    () => scriptScenes(screenplay.data?.scenes, live.nodes, nodeTitle),
    [screenplay.data, live.nodes],
  );
  const waiting = scenes.some((s) => s.fresh);
  // The order follows the board's structure: read it again a little after the board changes, and
  // steadily while the service's reading lacks nodes added since (its checkpoint follows in seconds).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reading of nodes or edges is the trigger
  useEffect(() => {
    const timer = setTimeout(() => void mutate(), REORDER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [live.nodes, live.edges, mutate]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void mutate(), REORDER_AFTER_MS);
    return () => clearInterval(timer);
  }, [waiting, mutate]);
  const lineCount = scenes.reduce((n, s) => n + s.actions.length, 0);
  const download = async () => {
    const fresh = await mutate();
    const text = fresh?.text ?? screenplay.data?.text ?? '';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = scriptFileName(boardName);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const firstUnreachable = scenes.findIndex((s) => !s.reachable);
  return (
    <>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-6 py-3">
        <div className="mr-2">
          <h2 className="text-base font-semibold text-slate-900">剧本</h2>
          <p className="text-xs text-slate-500">按故事线的分支顺序阅读和修改台词</p>
        </div>
        {header}
        <span className="text-xs text-slate-500" data-testid="script-counts">
          {scenes.length}个节点 · {lineCount}句
        </span>
        <span className="ml-auto flex items-center gap-3">
          <PresenceBar me={live.me} others={live.doc.others} />
          <SyncBadge state={live.doc.status.sync} readOnly={!live.editable} />
          <Button
            size="sm"
            variant="secondary"
            onClick={download}
            disabled={!screenplay.data}
            data-testid="script-export"
          >
            导出文本
          </Button>
        </span>
      </header>
      {ydoc && screenplay.data ? (
        <div className="flex min-h-0 flex-1">
          <main className="min-w-0 flex-1 overflow-y-auto px-6 py-5" data-testid="script-scenes">
            <div className="mx-auto max-w-3xl space-y-4">
              {scenes.length === 0 && (
                <p className="rounded-xl bg-white p-8 text-center text-sm text-slate-400 ring-1 ring-slate-200">
                  画布上还没有台词。{live.editable ? '在右侧粘贴剧本，或到「故事线」添加剧情节点。' : ''}
                </p>
              )}
              {scenes.map((scene, i) => (
                <div key={scene.node.id}>
                  {i === firstUnreachable && (
                    <h3 className="mb-2 mt-6 text-xs font-semibold text-slate-500">以下节点从开始无法到达</h3>
                  )}
                  <ScriptSceneView
                    workId={workId}
                    boardId={boardId}
                    ydoc={ydoc}
                    scene={scene}
                    roles={roles}
                    readOnly={!live.editable}
                  />
                </div>
              ))}
            </div>
          </main>
          {live.editable && (
            <PasteScriptPanel
              boardId={boardId}
              ydoc={ydoc}
              nodes={live.nodes}
              roles={roles}
              scenes={scenes}
            />
          )}
        </div>
      ) : (
        <div className="grid flex-1 place-items-center">
          <Spinner />
        </div>
      )}
    </>
  );
}
