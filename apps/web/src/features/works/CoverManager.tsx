import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../stores/toast';
import { IMAGE_ACCEPT, imageFileError } from './coverFile';
import { useCoverActions, useCoversOf } from './useWorks';

/** A work's covers: upload, choose the current one, delete. */
export function CoverManager({ workId, readOnly }: { workId: string; readOnly: boolean }) {
  const { covers, isLoading } = useCoversOf(workId);
  const { upload, choose, remove } = useCoverActions(workId);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, task: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await task();
    } catch {
      // The client already showed the failure.
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <div className="mb-4 flex items-center justify-between">
        <p className="text-sm text-slate-500">点击图片设为当前封面，建议使用 3:4 竖版图片。</p>
        <Button
          size="sm"
          variant="secondary"
          disabled={readOnly}
          loading={busy === 'upload'}
          onClick={() => input.current?.click()}
          data-testid="cover-upload"
        >
          上传封面
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label="上传封面图片"
          data-testid="cover-upload-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (!f) return;
            const problem = imageFileError(f);
            if (problem) return toast.error(problem);
            void run('upload', () => upload(f));
          }}
        />
      </div>
      {isLoading ? (
        <div className="grid h-40 place-items-center">
          <Spinner />
        </div>
      ) : covers.length === 0 ? (
        <p data-testid="covers-empty" className="py-12 text-center text-sm text-slate-400">
          还没有上传封面
        </p>
      ) : (
        <ul className="grid grid-cols-4 gap-3">
          {covers.map((c) => {
            const current = c.is_current === 1;
            return (
              <li key={c.cover_id} data-testid="cover-item" data-current={current} className="relative">
                <button
                  type="button"
                  disabled={readOnly || current}
                  aria-pressed={current}
                  aria-label={current ? '当前封面' : '设为封面'}
                  onClick={() => run(c.cover_id, () => choose(c.cover_id))}
                  className={`block aspect-[3/4] w-full overflow-hidden rounded-lg ring-2 ${
                    current ? 'ring-brand-500' : 'ring-transparent hover:ring-slate-300'
                  }`}
                >
                  <img src={c.small_url || c.mid_url || c.url} alt="" className="size-full object-cover" />
                </button>
                {current && (
                  <span className="absolute left-1.5 top-1.5 rounded bg-brand-600 px-1.5 py-0.5 text-[11px] text-white">
                    当前
                  </span>
                )}
                {!readOnly && (
                  <button
                    type="button"
                    aria-label="删除封面"
                    data-testid="cover-delete"
                    disabled={busy === c.cover_id}
                    onClick={() => run(c.cover_id, () => remove(c.cover_id))}
                    className="absolute right-1.5 top-1.5 grid size-6 place-items-center rounded-full bg-slate-900/60 text-xs text-white hover:bg-rose-600"
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
