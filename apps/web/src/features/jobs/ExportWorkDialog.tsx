import { useJobDetail, useJobEvents, useStartExport } from '@juzuo/api-client/react';
import { isJobFinal, ScriptExportFormatLabel, type TJob, type TScriptExportFormat } from '@juzuo/schemas';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { ExportFormatPicker } from '../export/ExportFormatPicker';
import { DialogFrame } from '../works/DialogFrame';
import { JobActions } from './JobActions';
import { JobProgressBar, JobStateBadge } from './JobProgress';
import { retryNote } from './model';

/** What the dialog says under the progress bar for each state. */
function statusLine(job: TJob, format: TScriptExportFormat | null): string {
  if (job.state === 'done') {
    const docs = typeof job.result?.documents === 'number' ? job.result.documents : 0;
    if (format) return `导出完成，共 ${docs} 篇文档，合为一个${ScriptExportFormatLabel[format]}文件。`;
    return `导出完成，共 ${docs} 篇文档（纯文本、HTML 与清单 manifest.json）。`;
  }
  if (job.state === 'failed') return job.error || '导出失败';
  if (job.state === 'cancelled') return '导出已取消，未生成文件。';
  return retryNote(job) ?? (job.state === 'waiting' ? '排队中，马上开始…' : '正在导出文档…');
}

/**
 * 导出 of a work: starts an export job when opened and follows it live (progress, cancel, 下载). The
 * job keeps running when the dialog closes; 我的任务 lists it with the others. With `chooseFormat`
 * the writer first picks a script format (Word, PDF, …) and the whole work becomes one file.
 */
export function ExportWorkDialog({
  workId,
  workName,
  onClose,
  chooseFormat = false,
}: {
  workId: string;
  workName: string;
  onClose: () => void;
  chooseFormat?: boolean;
}) {
  const [format, setFormat] = useState<TScriptExportFormat | null>(null);
  if (chooseFormat && !format) {
    return (
      <ExportFormatPicker
        title={`导出《${workName}》为剧本文件`}
        note="全部文档按卷和顺序合为一个文件，每集从新的一页开始。"
        onPick={setFormat}
        onClose={onClose}
      />
    );
  }
  return <ExportJob workId={workId} workName={workName} onClose={onClose} format={format} />;
}

/** The export job of a work: a zip (no format) or one file in `format`, followed live. */
function ExportJob({
  workId,
  workName,
  onClose,
  format,
}: {
  workId: string;
  workName: string;
  onClose: () => void;
  format: TScriptExportFormat | null;
}) {
  const start = useStartExport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useJobEvents();
  // Live through the events stream; reading again every few seconds is only a fallback for a stream
  // that cannot connect (a proxy that buffers), and stops once the job has finished.
  const { data } = useJobDetail(jobId, {
    refreshInterval: (latest) => (latest && isJobFinal(latest.state) ? 0 : 5000),
  });
  const job = data ?? null;
  const finished = job ? isJobFinal(job.state) : false;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(format ? { project_id: workId, format } : { project_id: workId })
      .then((answer) => setJobId(answer.job_id))
      .catch(() => setFailed(true));
  }, [start, workId, format]);

  return (
    <DialogFrame
      open
      title={`导出《${workName}》`}
      onClose={onClose}
      testId="export-dialog"
      footer={
        <>
          <Link to="/member/tasks" className="mr-auto self-center text-sm text-brand-600 hover:underline">
            查看我的任务
          </Link>
          {job && <JobActions job={job} size="md" />}
          <Button variant="secondary" onClick={onClose} data-testid="export-close">
            {finished ? '完成' : '后台运行'}
          </Button>
        </>
      }
    >
      {failed ? (
        <p className="text-sm text-rose-600">导出未能开始，请稍后重试。</p>
      ) : !job ? (
        <div className="flex items-center gap-3 text-sm text-slate-500">
          <Spinner className="size-5" /> 正在创建导出任务…
        </div>
      ) : (
        <div className="space-y-4" data-testid="export-job" data-job-id={job.job_id}>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {format
                ? `将作品的全部文档按卷和顺序合为一个${ScriptExportFormatLabel[format]}文件。`
                : '将作品的全部文档按卷和顺序导出为 zip：每篇一份纯文本和一份 HTML。'}
            </p>
            <JobStateBadge job={job} />
          </div>
          <JobProgressBar job={job} />
          <p
            data-testid="export-status"
            className={`text-sm ${job.state === 'failed' ? 'text-rose-600' : 'text-slate-500'}`}
          >
            {statusLine(job, format)}
          </p>
        </div>
      )}
    </DialogFrame>
  );
}
