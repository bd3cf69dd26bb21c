import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { aiAddBaseWork, aiBaseWorkList, type TBaseWork, type TEvaluateReport } from '@juzuo/schemas';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';

/**
 * 标杆作品 on a report: make this report a benchmark (named after the work), or choose a benchmark to
 * compare this report with (the compare table shows it).
 */
export function BaseWorkBar({
  report,
  baseId,
  onChoose,
}: {
  report: TEvaluateReport;
  baseId: string;
  onChoose: (base: TBaseWork | null) => void;
}) {
  const list = useCall(aiBaseWorkList, {});
  const add = useCallMutation(aiAddBaseWork);
  const bases = list.data?.list ?? [];
  const isBase = bases.some((b) => b.report_id === report.report_id);
  const others = bases.filter((b) => b.report_id !== report.report_id);
  const mark = async () => {
    try {
      await add({ eid: report.eid, report_id: report.report_id });
      await list.mutate();
      toast.success('已设为标杆作品');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '设为标杆失败');
    }
  };
  return (
    <>
      {isBase ? (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-800">标杆作品</span>
      ) : (
        <Button size="sm" variant="secondary" onClick={mark}>
          设为标杆
        </Button>
      )}
      {others.length > 0 && (
        <select
          aria-label="与标杆对比"
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          value={baseId}
          onChange={(e) => onChoose(others.find((b) => b.base_id === e.target.value) ?? null)}
        >
          <option value="">与标杆作品对比…</option>
          {others.map((b) => (
            <option key={b.base_id} value={b.base_id}>
              {b.base_name} · {b.overall_score.toFixed(1)}
            </option>
          ))}
        </select>
      )}
    </>
  );
}
