import { RelayDocumentKind } from '@juzuo/schemas';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { useYDocument } from '../collab/useYDocument';
// The one file of the board editor the console needs (not its index: no canvas in this chunk).
import { useLiveBoardContent } from '../game-board/liveContent';
import { CoveragePanel } from './CoveragePanel';
import { HistoryTable } from './HistoryTable';
import { currentStep, playBoard } from './model';
import { PanelHud } from './PanelHud';
import { boardPanels } from './panelView';
import { SetupPanel } from './SetupPanel';
import { StorePanel } from './StorePanel';
import { Transcript } from './Transcript';
import { usePlayConsole } from './usePlayConsole';
import { VariablePanel } from './VariablePanel';

/**
 * The play-test console of one board, full screen. It reads the live board (`game:<board_id>`,
 * read-only, through the kind-agnostic document hook), so an edit on the board shows here as soon as
 * the board stands still; the play-through in progress continues on the board as it now is.
 */
export function GamePlayPage() {
  const { workId = '', projectType = 'GAME', boardId = '' } = useParams();
  const userId = useSession().userId ?? 'anonymous';
  const doc = useYDocument({ kind: RelayDocumentKind.Game, id: boardId, userId, readOnly: true });
  const content = useLiveBoardContent(doc.session?.ydoc ?? null);
  const board = useMemo(() => (content ? playBoard(content) : null), [content]);
  const play = usePlayConsole(board);
  // The control panels the player sees (控制台), with the values of the step the story is at.
  const panels = useMemo(
    () => (board ? boardPanels(board.content.panels).filter((p) => p.visible) : []),
    [board],
  );
  const values = play.session ? currentStep(play.session).after.vars : null;
  // Back to the same board on the story line (its editor opens on it).
  const back = `/workDetail/${workId}/${projectType}/gameStoryLine?board=${boardId}`;

  return (
    <div data-testid="game-play" className="flex h-screen flex-col bg-slate-50">
      <header className="flex h-12 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <Link to={back} className="text-sm text-slate-600 hover:text-brand-600">
          ← 返回故事线
        </Link>
        <h1 className="flex-1 text-sm font-semibold text-slate-900">试玩控制台</h1>
        <span data-testid="play-live" className="text-xs text-slate-400">
          实时读取画布 · {board ? board.content.nodes.length : 0} 个节点
        </span>
      </header>
      {!board ? (
        <div className="grid flex-1 place-items-center">
          {doc.status.refused ? <p className="text-sm text-rose-600">无法打开这个画布</p> : <Spinner />}
        </div>
      ) : (
        <main className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="flex min-h-0 flex-col gap-4">
            {play.session ? (
              <>
                <Transcript
                  board={board}
                  session={play.session}
                  refusal={play.refusal}
                  onAct={play.take}
                  onBack={play.back}
                  onRestart={play.restart}
                />
                <HistoryTable board={board} session={play.session} />
              </>
            ) : (
              // Set up afresh once the board's nodes first arrive (the local copy or the relay).
              <SetupPanel
                key={board.content.nodes.length === 0 ? 'empty' : 'ready'}
                board={board}
                onStart={play.start}
              />
            )}
          </div>
          <aside className="flex flex-col gap-4">
            {panels.map((p) => (
              <PanelHud
                key={p.panel_id}
                panel={p}
                variables={board.content.variables}
                readValue={(id) => values?.[id]}
              />
            ))}
            {play.session && (
              <>
                <VariablePanel board={board} values={currentStep(play.session).after} onAct={play.take} />
                <StorePanel board={board} onAct={play.take} />
              </>
            )}
            <CoveragePanel board={board} coverage={play.coverage} />
          </aside>
        </main>
      )}
    </div>
  );
}
