import { useCancelJob } from '@juzuo/api-client/react';
import type { TJob } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';
import { cancellable, downloadHref, downloadName } from './model';

/** 下载 for a finished job, 取消 for an unfinished one. */
export function JobActions({ job, size = 'sm' }: { job: TJob; size?: 'sm' | 'md' }) {
  const cancel = useCancelJob();
  const [busy, setBusy] = useState(false);
  const href = downloadHref(job);
  const onCancel = async () => {
    setBusy(true);
    try {
      await cancel({ job_id: job.job_id });
      toast.success('任务已取消');
    } catch {
      // The client toasted the reason (for example, it had just finished).
    } finally {
      setBusy(false);
    }
  };
  if (href) {
    const height = size === 'sm' ? 'h-8 px-3' : 'h-10 px-4';
    return (
      <a
        href={href}
        download={downloadName(job)}
        data-testid="job-download"
        className={`inline-flex ${height} items-center justify-center rounded-lg bg-brand-600 text-sm font-medium text-white shadow-sm hover:bg-brand-700`}
      >
        下载
      </a>
    );
  }
  if (!cancellable(job)) return null;
  return (
    <Button
      variant="secondary"
      size={size}
      loading={busy}
      onClick={() => void onCancel()}
      data-testid="job-cancel"
    >
      取消
    </Button>
  );
}
