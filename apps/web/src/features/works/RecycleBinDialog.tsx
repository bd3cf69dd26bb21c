import { ProjectTypeLabel } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { DialogFrame } from './DialogFrame';
import { formatTime, type WorkSummary } from './model';
import { useDeletedWorks, useWorkActions } from './useWorks';
import { SummaryCover } from './WorkCover';

/** The recycle bin: deleted works with restore and permanent delete (after a confirm). Mount it to open it. */
export function RecycleBinDialog({ onClose }: { onClose: () => void }) {
  const { works, isLoading } = useDeletedWorks();
  const { restore, purge } = useWorkActions();
  const [purging, setPurging] = useState<WorkSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string, task: () => Promise<unknown>) => {
    setBusyId(id);
    try {
      await task();
    } finally {
      setBusyId(null);
    }
  };
  return (
    <DialogFrame open onClose={onClose} title="回收站" width="max-w-2xl" testId="recycle-bin">
      {isLoading ? (
        <div className="grid h-40 place-items-center">
          <Spinner />
        </div>
      ) : works.length === 0 ? (
        <p data-testid="recycle-bin-empty" className="py-16 text-center text-sm text-slate-500">
          回收站是空的
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {works.map((w) => (
            <li
              key={w.id}
              data-testid="recycle-item"
              data-work-id={w.id}
              className="flex items-center gap-3 py-3"
            >
              <SummaryCover work={w} />
              <div className="min-w-0 flex-1">
                <p data-testid="recycle-name" className="truncate text-sm font-medium text-slate-900">
                  {w.name}
                </p>
                <p className="text-xs text-slate-500">
                  {ProjectTypeLabel[w.projectType]} · 删除于 {formatTime(w.deletedAt ?? 0)}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                loading={busyId === w.id}
                disabled={!w.abilities.can_delete}
                title={w.abilities.can_delete ? undefined : '只有作品创建者或团队管理员可以恢复'}
                onClick={() => run(w.id, () => restore(w))}
                data-testid="recycle-restore"
              >
                恢复
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-rose-600!"
                disabled={!w.abilities.can_delete || busyId === w.id}
                onClick={() => setPurging(w)}
                data-testid="recycle-purge"
              >
                彻底删除
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={purging !== null}
        title="彻底删除"
        message={`彻底删除《${purging?.name ?? ''}》后，其全部文档与历史版本将无法恢复。确定继续吗？`}
        confirmLabel="彻底删除"
        danger
        onCancel={() => setPurging(null)}
        onConfirm={() => {
          const w = purging;
          setPurging(null);
          if (w) void run(w.id, () => purge(w));
        }}
      />
    </DialogFrame>
  );
}
