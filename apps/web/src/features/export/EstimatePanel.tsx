import { useCallMutation, useWorkEstimate } from '@juzuo/api-client/react';
import { worksBaseInfoUpdate } from '@juzuo/schemas';
import { CHARS_PER_MINUTE_MAX, CHARS_PER_MINUTE_MIN, formatRuntime } from '@juzuo/script-formats';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../stores/toast';

/**
 * 篇幅估算 of a work: pages in the exported layout and screen time per episode and in total, with the
 * pace (characters of dialogue and action per minute) the work sets.
 */
export function EstimatePanel({ workId, readOnly }: { workId: string; readOnly: boolean }) {
  const { data, mutate } = useWorkEstimate(workId);
  const update = useCallMutation(worksBaseInfoUpdate);
  const [pace, setPace] = useState('');
  if (!data) {
    return (
      <div className="grid h-40 place-items-center">
        <Spinner />
      </div>
    );
  }
  const save = async () => {
    const value = Number(pace);
    if (!Number.isInteger(value) || value < CHARS_PER_MINUTE_MIN || value > CHARS_PER_MINUTE_MAX) {
      toast.warning(`每分钟字数须为 ${CHARS_PER_MINUTE_MIN}-${CHARS_PER_MINUTE_MAX} 之间的整数`);
      return;
    }
    try {
      await update({ project_id: workId, chars_per_minute: value });
      await mutate();
      setPace('');
      toast.success('已保存估算语速');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '保存失败');
    }
  };
  return (
    <div className="space-y-4" data-testid="work-estimate">
      <p className="text-sm text-slate-700">
        全剧约 <b data-testid="work-estimate-pages">{data.pages}</b> 页，时长约{' '}
        <b data-testid="work-estimate-runtime">{formatRuntime(data.seconds)}</b>
        （对白与动作 {data.chars} 字，按每分钟 {data.chars_per_minute} 字估算）
      </p>
      <div className="max-h-56 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-500">
            <tr>
              <th className="px-3 py-1.5 text-left font-normal">文档</th>
              <th className="px-3 py-1.5 text-right font-normal">页数</th>
              <th className="px-3 py-1.5 text-right font-normal">时长</th>
            </tr>
          </thead>
          <tbody>
            {data.documents.map((d) => (
              <tr key={d.doc_id} className="border-t border-slate-100" data-testid="estimate-row">
                <td className="px-3 py-1.5">{d.doc_name}</td>
                <td className="px-3 py-1.5 text-right">{d.pages}</td>
                <td className="px-3 py-1.5 text-right">{formatRuntime(d.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-end gap-2">
        <label className="text-sm text-slate-600">
          每分钟字数（对白与动作）
          <input
            type="number"
            inputMode="numeric"
            min={CHARS_PER_MINUTE_MIN}
            max={CHARS_PER_MINUTE_MAX}
            placeholder={String(data.chars_per_minute)}
            value={pace}
            disabled={readOnly}
            onChange={(e) => setPace(e.target.value)}
            data-testid="estimate-pace"
            className="mt-1 block w-32 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <Button variant="secondary" disabled={readOnly || pace === ''} onClick={() => void save()}>
          保存语速
        </Button>
      </div>
      <p className="text-xs text-slate-400">
        短剧经验值：每分钟约 500 字对白与动作；页数按导出的 A4 剧本版式计算。
      </p>
    </div>
  );
}
