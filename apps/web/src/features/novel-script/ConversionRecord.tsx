import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  aiCancelConversion,
  aiConversionResult,
  type TJobState,
  type TNovelConversion,
} from '@juzuo/schemas';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';

const STATE_LABEL: Record<TJobState, string> = {
  waiting: '排队中',
  running: '改编中',
  done: '已完成',
  failed: '失败',
  cancelled: '已取消',
};
const live = (state: TJobState) => state === 'waiting' || state === 'running';

/** The caller's latest conversion: live progress (polled while it runs), cancel, and the episodes it made. */
export function ConversionRecord({ first, onChange }: { first: TNovelConversion; onChange: () => void }) {
  const polled = useCall(
    aiConversionResult,
    { record_id: first.record_id },
    { refreshInterval: (data) => (live((data ?? first).state) ? 1000 : 0) },
  );
  const r = polled.data ?? first;
  const cancel = useCallMutation(aiCancelConversion);
  const stop = async () => {
    try {
      await cancel({ record_id: r.record_id });
      await polled.mutate();
      onChange();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '取消失败');
    }
  };
  return (
    <section data-testid="novel-record" className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-medium">最近一次转换：{r.project_name}</h2>
        <span data-testid="novel-state" className="text-sm text-slate-700">
          {STATE_LABEL[r.state]}
        </span>
        <span className="text-xs text-slate-500">{new Date(r.create_time).toLocaleString('zh-CN')}</span>
        {live(r.state) && (
          <Button size="sm" variant="ghost" onClick={stop}>
            取消转换
          </Button>
        )}
      </div>
      {live(r.state) && (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <progress className="w-64" max={100} value={r.progress} aria-label="转换进度" />
          <span data-testid="novel-progress">
            {r.progress}% · 已改编 {r.chunk_done}/{r.chunk_total} 段（共 {r.chapters} 章）
          </span>
        </div>
      )}
      {r.state === 'failed' && <p className="text-sm text-red-700">{r.error || '转换失败'}</p>}
      {r.state === 'cancelled' && <p className="text-sm text-slate-500">已取消，没有生成任何剧本文档。</p>}
      {r.result && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">
            {r.result.new_work ? '已新建剧本作品' : '已写入剧本作品'}，共 {r.result.episodes.length}{' '}
            集；人物：
            {r.result.characters.join('、') || '无'}
          </p>
          <ul className="divide-y divide-slate-100 rounded border border-slate-100">
            {r.result.episodes.map((e) => (
              <li key={e.doc_id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <Link
                  data-testid="novel-episode"
                  className="font-medium text-brand-600 hover:underline"
                  to={`/workDetail/${r.result?.project_id}/SCRIPT/script?doc=${e.doc_id}`}
                >
                  {e.doc_name}
                </Link>
                <span className="text-slate-500">
                  {e.scenes} 场 · {e.lines} 行 · {e.characters.join('、')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
