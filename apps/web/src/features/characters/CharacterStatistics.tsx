import { useApi } from '@juzuo/api-client/react';
import { ideaCardCharacterStatistic, type TCharacterStatistics } from '@juzuo/schemas';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';

type Mode = 'grid' | 'heat';

/** Background of a heatmap cell: mentions relative to the busiest cell. */
const heat = (value: number, max: number): string =>
  value === 0 || max === 0 ? 'transparent' : `rgba(234, 88, 12, ${(0.15 + 0.85 * (value / max)).toFixed(2)})`;

/**
 * Character statistics of the work's scripts (refresh_character_statistic): per character its
 * dialogue lines, scenes, words and mentions, and an episode x character matrix that shows who
 * appears where (grid) or how often each is mentioned (heatmap).
 */
export function CharacterStatistics({ workId }: { workId: string }) {
  const api = useApi();
  const [stats, setStats] = useState<TCharacterStatistics | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<Mode>('grid');
  const refresh = useCallback(async () => {
    setBusy(true);
    try {
      setStats(await api.call(ideaCardCharacterStatistic, { project_id: workId }));
    } catch {
      // Shown by the client's error catalogue.
    } finally {
      setBusy(false);
    }
  }, [api, workId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const maxMentions = Math.max(
    0,
    ...(stats?.list.flatMap((c) => c.per_episode.map((e) => e.mentions)) ?? []),
  );
  return (
    <section
      aria-label="人物统计"
      data-testid="character-statistics"
      className="rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-900">人物统计</h3>
        <span className="text-xs text-slate-400">
          来自本作品的剧本：「角色：」台词、人物行、场景标题，含别名
        </span>
        <fieldset
          aria-label="显示方式"
          className="ml-auto flex overflow-hidden rounded-lg border border-slate-200"
        >
          {(['grid', 'heat'] as const).map((m) => (
            <button
              key={m}
              type="button"
              data-testid={`stats-mode-${m}`}
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={`px-3 py-1 text-xs ${mode === m ? 'bg-brand-600 text-white' : 'bg-white text-slate-600'}`}
            >
              {m === 'grid' ? '出场表' : '提及热力图'}
            </button>
          ))}
        </fieldset>
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          onClick={() => void refresh()}
          data-testid="stats-refresh"
        >
          刷新统计
        </Button>
      </header>
      {!stats ? (
        <div className="grid place-items-center py-8">
          <Spinner />
        </div>
      ) : stats.list.length === 0 ? (
        <p className="px-4 py-6 text-center text-xs text-slate-400">剧本里还没有人物出场。</p>
      ) : (
        <div className="overflow-x-auto">
          <table data-testid="stats-table" className="min-w-full text-xs">
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium">人物</th>
                <th className="px-2 py-2 font-medium">台词</th>
                <th className="px-2 py-2 font-medium">场次</th>
                <th className="px-2 py-2 font-medium">字数</th>
                <th className="px-2 py-2 font-medium">提及</th>
                {stats.episodes.map((e) => (
                  <th
                    key={e.doc_id}
                    className="px-2 py-2 font-medium whitespace-nowrap"
                    title={`${e.scenes} 场`}
                  >
                    {e.doc_name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stats.list.map((c) => (
                <tr key={`${c.character_id}:${c.name}`} data-testid="stats-row" data-name={c.name}>
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-3 py-2 text-left font-medium text-slate-900"
                  >
                    {c.name}
                    {c.aliases.length > 0 && (
                      <span className="ml-1 font-normal text-slate-400">（{c.aliases.join('、')}）</span>
                    )}
                  </th>
                  <td className="px-2 py-2 text-center" data-testid="stats-dialogue">
                    {c.dialogue_lines}
                  </td>
                  <td className="px-2 py-2 text-center">{c.scenes}</td>
                  <td className="px-2 py-2 text-center">{c.words}</td>
                  <td className="px-2 py-2 text-center">{c.mentions}</td>
                  {c.per_episode.map((e) => {
                    const appears = e.scenes + e.dialogue_lines > 0;
                    return (
                      <td
                        key={e.doc_id}
                        className="px-2 py-2 text-center"
                        style={mode === 'heat' ? { background: heat(e.mentions, maxMentions) } : undefined}
                        title={`台词 ${e.dialogue_lines} · 场次 ${e.scenes} · 提及 ${e.mentions}`}
                      >
                        {mode === 'heat' ? e.mentions || '' : appears ? `● ${e.dialogue_lines}` : ''}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
