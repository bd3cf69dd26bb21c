import { useCall } from '@juzuo/api-client/react';
import {
  aiDocSnapshotList,
  aiEvaluateReportContent,
  aiEvaluateReportList,
  aiEvaluateWorkList,
  compareReports,
  type TBaseWork,
  type TEvaluateQuote,
  type TEvaluateReport,
  type TScored,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { BaseWorkBar } from './BaseWorks';
import { CharacterAnalysis } from './CharacterAnalysis';
import { PostToReview } from './PostToReview';

const score = (n: number) => n.toFixed(1);

/**
 * A report: overall score, each dimension's score, reasons and quotes (a quote opens the snapshot
 * at its place), the short-drama part, a comparison with another report of the same work or a
 * benchmark, 发到审阅 (a product work's findings as review comments) and the character analysis.
 */
export function ReportView({ eid }: { eid: string }) {
  const reports = useCall(aiEvaluateReportList, { eid }).data?.list ?? [];
  const [reportId, setReportId] = useState('');
  const [otherId, setOtherId] = useState('');
  const report = useCall(aiEvaluateReportContent, { eid, ...(reportId ? { report_id: reportId } : {}) });
  const other = useCall(aiEvaluateReportContent, otherId ? { eid, report_id: otherId } : null);
  const [jump, setJump] = useState<TEvaluateQuote | null>(null);
  const [base, setBase] = useState<TBaseWork | null>(null);
  const [posting, setPosting] = useState(false);
  const work = useCall(aiEvaluateWorkList, {}).data?.list.find((w) => w.eid === eid);
  if (report.error) return <p className="p-6 text-sm text-slate-600">{report.error.message}</p>;
  const r = report.data;
  if (!r) return null;
  return (
    <div className="grid gap-6 p-6 lg:grid-cols-[1fr_420px]" data-testid="evaluate-report">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-2xl font-semibold" data-testid="evaluate-overall">
            总评 {score(r.overall_score)}
          </p>
          {reports.length > 1 && (
            <>
              <select
                aria-label="查看报告"
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                value={reportId || r.report_id}
                onChange={(e) => setReportId(e.target.value)}
              >
                {reports.map((x) => (
                  <option key={x.report_id} value={x.report_id}>
                    {new Date(x.create_time).toLocaleString('zh-CN')} · {score(x.overall_score)}
                  </option>
                ))}
              </select>
              <select
                aria-label="对比报告"
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                value={otherId}
                onChange={(e) => setOtherId(e.target.value)}
              >
                <option value="">与另一份报告对比…</option>
                {reports
                  .filter((x) => x.report_id !== r.report_id)
                  .map((x) => (
                    <option key={x.report_id} value={x.report_id}>
                      {new Date(x.create_time).toLocaleString('zh-CN')} · {score(x.overall_score)}
                    </option>
                  ))}
              </select>
            </>
          )}
          <BaseWorkBar report={r} baseId={base?.base_id ?? ''} onChoose={setBase} />
          {r.abilities.can_post_review && work && !posting && (
            <Button size="sm" variant="secondary" onClick={() => setPosting(true)}>
              发到审阅
            </Button>
          )}
        </div>
        {posting && work && (
          <PostToReview report={r} workId={work.work_id} onClose={() => setPosting(false)} />
        )}
        {r.summary && <p className="whitespace-pre-line text-sm text-slate-700">{r.summary}</p>}
        {other.data && <Compare a={other.data} b={r} label="对比报告" />}
        {base && <Compare a={base} b={r} label={`标杆《${base.base_name}》`} />}
        <ul className="space-y-3">
          {r.dimensions.map((d) => (
            <li
              key={d.key}
              data-testid="evaluate-dimension"
              className="rounded-md border border-slate-200 bg-white p-3"
            >
              <p className="flex justify-between font-medium">
                <span>{d.name}</span>
                <span>{score(d.score)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{d.reason}</p>
              {d.quotes.map((q) => (
                <button
                  key={q.start}
                  type="button"
                  data-testid="evaluate-quote"
                  className="mt-1 block text-left text-sm text-brand-700 hover:underline"
                  onClick={() => setJump(q)}
                >
                  “{q.text}”
                </button>
              ))}
            </li>
          ))}
        </ul>
        {r.drama && (
          <section className="space-y-2 rounded-md border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium">短剧指标</p>
            <p>
              首集钩子 {score(r.drama.first_episode_hook.score)}：{r.drama.first_episode_hook.reason}
            </p>
            {r.drama.cliffhangers.map((c) => (
              <p key={c.episode}>
                {c.episode} 结尾悬念 {score(c.score)}
                {c.quote && (
                  <button
                    type="button"
                    className="ml-2 text-brand-700 hover:underline"
                    onClick={() => setJump(c.quote)}
                  >
                    “{c.quote.text}”
                  </button>
                )}
              </p>
            ))}
            <p>
              付费点：
              {r.drama.paywall ? `${r.drama.paywall.episode}（${r.drama.paywall.reason}）` : '暂无建议'}
            </p>
            <p>
              爽点密度：每千字 {r.drama.payoff_density.per_thousand} 个（共 {r.drama.payoff_density.count}{' '}
              个）
            </p>
          </section>
        )}
        <CharacterAnalysis eid={eid} onQuote={setJump} />
        <p className="text-xs text-slate-400">
          分 {r.chunks} 段评估 · {r.char_count} 字 · 提示词 {r.prompt}
          {r.dropped_quotes > 0 ? ` · 已剔除 ${r.dropped_quotes} 条原文中找不到的引用` : ''}
        </p>
      </div>
      <SnapshotText eid={eid} snapshotId={r.snapshot_id} jump={jump} />
    </div>
  );
}

/** Two reports, or a benchmark and a report, dimension by dimension (b is the one on screen). */
function Compare({ a, b, label }: { a: TScored; b: TEvaluateReport; label: string }) {
  return (
    <table className="w-full text-sm" data-testid="evaluate-compare">
      <thead>
        <tr className="text-left text-slate-500">
          <th>维度</th>
          <th>{label}</th>
          <th>本报告</th>
          <th>变化</th>
        </tr>
      </thead>
      <tbody>
        {compareReports(a, b).map((c) => (
          <tr key={c.key}>
            <td>{c.name}</td>
            <td>{c.a === null ? '—' : score(c.a)}</td>
            <td>{c.b === null ? '—' : score(c.b)}</td>
            <td
              className={
                c.delta && c.delta > 0 ? 'text-green-700' : c.delta && c.delta < 0 ? 'text-red-700' : ''
              }
            >
              {c.delta === null ? '—' : c.delta > 0 ? `+${c.delta}` : String(c.delta)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The evaluated text; a chosen quote is highlighted and scrolled into view. */
export function SnapshotText({
  eid,
  snapshotId,
  jump,
}: {
  eid: string;
  snapshotId?: string;
  jump?: TEvaluateQuote | null;
}) {
  const snaps = useCall(aiDocSnapshotList, { eid }).data?.list ?? [];
  const snap = snaps.find((s) => s.snapshot_id === snapshotId) ?? snaps[0];
  if (!snap) return <p className="text-sm text-slate-500">还没有快照。</p>;
  const text = snap.text;
  const q = jump && text.slice(jump.start, jump.start + jump.text.length) === jump.text ? jump : null;
  return (
    <div
      data-testid="evaluate-snapshot"
      className="max-h-[calc(100vh-8rem)] overflow-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-white p-4 text-sm leading-7"
    >
      <p className="mb-2 text-xs text-slate-400">
        评估快照 · {new Date(snap.create_time).toLocaleString('zh-CN')} · {snap.char_count} 字
      </p>
      {q ? (
        <>
          {text.slice(0, q.start)}
          <mark ref={(el) => el?.scrollIntoView({ block: 'center' })} className="bg-amber-200">
            {q.text}
          </mark>
          {text.slice(q.start + q.text.length)}
        </>
      ) : (
        text
      )}
    </div>
  );
}
