import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  aiAddEvaluateWork,
  aiEvaluateUploadFile,
  aiEvaluateWorkList,
  aiExeEvaluate,
  aiUpdateEvaluateWork,
  EvaluateStatus,
  isEvaluating,
  projectList,
  type TEvaluateWork,
  UPLOAD_FIELD,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';
import { EvaluateGate } from './EngineGate';

const field =
  'rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none';

/** /evaluate/detail/{eid}/{work_id}/{work_from}/{work_name}: where a report is read. */
export const evaluatePath = (kind: 'detail' | 'record' | 'snapshot', w: TEvaluateWork) =>
  `/evaluate/${kind}/${w.eid}/${w.work_id}/${w.work_from}/${encodeURIComponent(w.work_name)}`;

/** /workBench/evaluate: the caller's evaluations, adding a work (product or upload), starting runs. */
export function EvaluateWorkbench() {
  return (
    <EvaluateGate>
      <EvaluateList />
    </EvaluateGate>
  );
}

/** The list with add and start; polls while a run is in progress so progress and status stay live. */
export function EvaluateList({ workId }: { workId?: string }) {
  const [polling, setPolling] = useState(false);
  const list = useCall(aiEvaluateWorkList, workId ? { work_id: workId } : {}, {
    refreshInterval: polling ? 1500 : 0,
    onSuccess: (data) => setPolling(data.list.some((w) => isEvaluating(w.status))),
  });
  const exe = useCallMutation(aiExeEvaluate);
  const update = useCallMutation(aiUpdateEvaluateWork);
  const start = async (eid: string) => {
    try {
      await exe({ eid });
      setPolling(true);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '开始评估失败');
    }
  };
  return (
    <div className="space-y-4 p-6" data-testid="evaluate-workbench">
      <AddEvaluateWork workId={workId} onAdded={() => list.mutate()} />
      {list.data?.list.length === 0 && <p className="text-sm text-slate-500">还没有评估作品，先添加一部。</p>}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {list.data?.list.map((w) => (
          <li key={w.eid} data-testid="evaluate-row" className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{w.work_name}</p>
              <p className="text-xs text-slate-500">
                {w.work_from === 0 ? '站内作品' : '外部作品'} · {w.genre === 'novel' ? '小说' : '短剧剧本'}
              </p>
            </div>
            <span data-testid="evaluate-status" className="text-sm text-slate-700">
              {w.status_label}
              {w.status === EvaluateStatus.AI_EVALUATING ? ` ${w.progress}%` : ''}
            </span>
            {w.error && <span className="text-xs text-red-600">{w.error}</span>}
            {w.status === EvaluateStatus.AI_EVALUATING && (
              <progress className="w-32" max={100} value={w.progress} aria-label="评估进度" />
            )}
            {!isEvaluating(w.status) && (
              <Button size="sm" onClick={() => start(w.eid)}>
                {w.report_count > 0 ? '重新评估' : '开始评估'}
              </Button>
            )}
            {w.report_count > 0 && (
              <Link className="text-sm text-brand-600 hover:underline" to={evaluatePath('detail', w)}>
                查看报告
              </Link>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => update({ eid: w.eid, is_delete: 1 }).catch(() => toast.error('删除失败'))}
            >
              删除
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Adds a work of the product (the caller's works) or uploads a .txt / .docx. */
function AddEvaluateWork({ workId, onAdded }: { workId?: string; onAdded: () => void }) {
  const works = useCall(projectList, workId ? null : { page_index: 1, page_size: 1000 }).data?.list;
  const [picked, setPicked] = useState('');
  const add = useCallMutation(aiAddEvaluateWork);
  const upload = useCallMutation(aiEvaluateUploadFile);
  const [busy, setBusy] = useState(false);
  const run = async (job: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await job();
      onAdded();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '添加失败');
    } finally {
      setBusy(false);
    }
  };
  const addInside = (id: string) => run(() => add({ work_id: id, work_from: 0 }));
  const addFile = (file: File) =>
    run(async () => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      const { file_id } = await upload(form);
      await add({ work_id: file_id, work_from: 1 });
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-4">
      {workId ? (
        <Button loading={busy} onClick={() => addInside(workId)}>
          评估本作品
        </Button>
      ) : (
        <>
          <select
            aria-label="站内作品"
            className={field}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
          >
            <option value="">选择站内作品…</option>
            {works?.map((w) => (
              <option key={w.project_id} value={w.project_id}>
                {w.project_name}
              </option>
            ))}
          </select>
          <Button disabled={!picked} loading={busy} onClick={() => addInside(picked)}>
            添加作品
          </Button>
        </>
      )}
      <label className="cursor-pointer text-sm text-brand-600 hover:underline">
        上传外部作品（.txt / .docx）
        <input
          type="file"
          accept=".txt,.docx"
          className="hidden"
          data-testid="evaluate-upload"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) addFile(file);
          }}
        />
      </label>
    </div>
  );
}
