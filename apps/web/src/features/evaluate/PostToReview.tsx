import { useCallMutation } from '@juzuo/api-client/react';
import { aiPostReportToReview, reportFindings, type TCallData, type TEvaluateReport } from '@juzuo/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';

type Posted = TCallData<typeof aiPostReportToReview>;

/**
 * 发到审阅: the report's quoted findings with a box each (all chosen at first); posting makes them
 * supervisor comments on the quoted words, and the answer links to each document's review.
 */
export function PostToReview({
  report,
  workId,
  onClose,
}: {
  report: TEvaluateReport;
  workId: string;
  onClose: () => void;
}) {
  const findings = reportFindings(report);
  const [chosen, setChosen] = useState(() => new Set(findings.map((f) => f.id)));
  const [done, setDone] = useState<Posted | null>(null);
  const [busy, setBusy] = useState(false);
  const post = useCallMutation(aiPostReportToReview);
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = async () => {
    setBusy(true);
    try {
      setDone(await post({ eid: report.eid, report_id: report.report_id, items: [...chosen] }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '发到审阅失败');
    } finally {
      setBusy(false);
    }
  };
  if (done) {
    const docs = [...new Map(done.posted.map((p) => [p.doc_id, p.doc_name])).entries()];
    const loose = done.posted.filter((p) => !p.anchored).length;
    return (
      <section
        data-testid="post-review-done"
        className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm"
      >
        <p className="font-medium">
          已发到审阅 {done.posted.length} 条
          {loose > 0 ? `，其中 ${loose} 条的原文已改动，作为未定位批注发出` : ''}
          {done.skipped.length > 0 ? `；${done.skipped.length} 条未发出（${done.skipped[0]?.reason}）` : ''}
        </p>
        <div className="flex flex-wrap gap-3">
          {docs.map(([docId, name]) => (
            <Link
              key={docId}
              className="text-brand-700 hover:underline"
              to={`/workDetail/${workId}/SCRIPT/supervise?doc=${docId}`}
            >
              去审阅查看《{name}》
            </Link>
          ))}
          <Button size="sm" variant="ghost" onClick={onClose}>
            关闭
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section
      data-testid="post-review"
      className="space-y-2 rounded-md border border-slate-200 bg-white p-3 text-sm"
    >
      <div className="flex items-center justify-between">
        <p className="font-medium">选择要发到审阅的评估意见（批注会锚定在引用的原文上）</p>
        <span className="flex items-center gap-2 text-xs text-slate-500">
          已选 {chosen.size}/{findings.length}
          <Button
            size="sm"
            variant="link"
            onClick={() =>
              setChosen(chosen.size === findings.length ? new Set() : new Set(findings.map((f) => f.id)))
            }
          >
            {chosen.size === findings.length ? '全不选' : '全选'}
          </Button>
        </span>
      </div>
      {findings.length === 0 && <p className="text-slate-500">这份报告没有引用原文的评估意见。</p>}
      <ul className="max-h-72 space-y-1 overflow-auto">
        {findings.map((f) => (
          <li key={f.id}>
            <label className="flex cursor-pointer items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                data-testid="post-review-item"
                checked={chosen.has(f.id)}
                onChange={() => toggle(f.id)}
              />
              <span>
                <span className="font-medium">{f.label}</span>
                <span className="ml-2 text-slate-600">“{f.quote.text}”</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button size="sm" loading={busy} disabled={chosen.size === 0} onClick={submit}>
          发到审阅（{chosen.size}条）
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          取消
        </Button>
      </div>
    </section>
  );
}
