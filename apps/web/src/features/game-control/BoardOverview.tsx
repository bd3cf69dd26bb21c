import { checkBoard, type TGameBoardContent } from '@juzuo/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { storyLinePath } from '../game-board/storyLinePath';
import { gamePlayPath } from '../game-play/path';
import { boardStats } from './describe';

/** Props of BoardOverview. */
export interface BoardOverviewProps {
  workId: string;
  boardId: string;
  board: TGameBoardContent;
}

/**
 * The board at a glance: its counts, the checker's problem count with the way to the story line
 * (where each problem jumps to its node), and 预览 into the play-test console.
 */
export function BoardOverview({ workId, boardId, board }: BoardOverviewProps) {
  const problems = useMemo(() => checkBoard(board, null), [board]);
  const stats = boardStats(board, problems);
  const storyLine = storyLinePath(workId, boardId);
  const cells: [string, number, string][] = [
    ['nodes', stats.nodes, '节点'],
    ['edges', stats.edges, '连线'],
    ['variables', stats.variables, '变量'],
    ['endings', stats.endings, '结局'],
    ['panels', stats.panels, '控制面板'],
    ['events', stats.events, '事件'],
  ];
  return (
    <section
      data-testid="control-overview"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-sm font-semibold text-slate-900">概览</h3>
        <span className="text-xs text-slate-400">画布已保存的内容，几秒内跟上实时编辑</span>
        <div className="ml-auto flex gap-2">
          <Link
            to={storyLine}
            data-testid="control-open-board"
            className="inline-flex h-8 items-center rounded-lg border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50"
          >
            打开故事线
          </Link>
          <Link
            to={gamePlayPath(workId, boardId)}
            data-testid="control-preview"
            className="inline-flex h-8 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
          >
            预览
          </Link>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-7">
        {cells.map(([key, value, label]) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd
              data-testid={`control-count-${key}`}
              className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums"
            >
              {value}
            </dd>
          </div>
        ))}
        <div className={`rounded-lg px-3 py-2 ${stats.problems > 0 ? 'bg-rose-50' : 'bg-emerald-50'}`}>
          <dt className={`text-xs ${stats.problems > 0 ? 'text-rose-600' : 'text-emerald-700'}`}>检查问题</dt>
          <dd data-testid="control-count-problems" className="mt-0.5 text-lg font-semibold tabular-nums">
            {stats.problems > 0 ? (
              <Link to={storyLine} className="text-rose-700 hover:underline" title="到故事线查看并逐个定位">
                {stats.problems}
              </Link>
            ) : (
              <span className="text-emerald-700">0</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
