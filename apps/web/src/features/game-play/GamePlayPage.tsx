import { useCall } from '@juzuo/api-client/react';
import { gameDigraph } from '@juzuo/schemas';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { CoveragePanel } from './CoveragePanel';
import { HistoryTable } from './HistoryTable';
import { currentStep, playBoard } from './model';
import { SetupPanel } from './SetupPanel';
import { StorePanel } from './StorePanel';
import { Transcript } from './Transcript';
import { usePlayConsole } from './usePlayConsole';
import { VariablePanel } from './VariablePanel';

/**
 * The play-test console of one board, full screen. It reads the board through digraph (the board's
 * last checkpoint, within seconds of live edits); 重新读取画布 picks up edits made since it opened,
 * and the play-through in progress continues on the board as it now is.
 */
export function GamePlayPage() {
  const { workId = '', projectType = 'GAME', boardId = '' } = useParams();
  const digraph = useCall(gameDigraph, boardId ? { board_id: boardId } : null, {
    revalidateOnFocus: false,
  });
  const board = useMemo(() => (digraph.data ? playBoard(digraph.data) : null), [digraph.data]);
  const play = usePlayConsole(board);
  const back = `/workDetail/${workId}/${projectType}/gameStoryLine`;

  return (
    <div data-testid="game-play" className="flex h-screen flex-col bg-slate-50">
      <header className="flex h-12 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <Link to={back} className="text-sm text-slate-600 hover:text-brand-600">
          ← 返回故事线
        </Link>
        <h1 className="flex-1 text-sm font-semibold text-slate-900">试玩控制台</h1>
        <Button
          size="sm"
          variant="secondary"
          data-testid="play-reload"
          loading={digraph.isValidating}
          onClick={() => void digraph.mutate()}
        >
          重新读取画布
        </Button>
      </header>
      {!board ? (
        <div className="grid flex-1 place-items-center">
          {digraph.error ? <p className="text-sm text-rose-600">画布读取失败，请稍后重试</p> : <Spinner />}
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
              <SetupPanel key={digraph.data?.version} board={board} onStart={play.start} />
            )}
          </div>
          <aside className="flex flex-col gap-4">
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
