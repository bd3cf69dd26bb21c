import { ApiError } from '@juzuo/api-client';
import { HISTORY_DUPLICATE_MESSAGE, HistoryKind, Status, type THistoryItem } from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AppHeader } from '../../../components/AppHeader';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Guarded } from '../../../components/Guarded';
import { Spinner } from '../../../components/Spinner';
import { api } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useHistoryList } from './useHistory';
import { useHistoryTarget } from './useHistoryTarget';
import { VersionPane } from './VersionPane';
import { VersionRow } from './VersionRow';

/** Shows the client's message for a failed call (the call was silent so 304 could be a notice). */
const fail = (e: unknown) => toast.error(e instanceof ApiError ? e.msg : '操作失败，请稍后重试');

/**
 * /editor/history/{id} (an idea document: ?kind=idea with the idea's id): the document's versions (automatic and named), a preview of one, a diff of
 * any two, and recover, which the server applies through the relay so every open editor sees it.
 */
export function HistoryPage() {
  const { id: docId = '' } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') === HistoryKind.Idea ? HistoryKind.Idea : HistoryKind.Doc;
  const target = useHistoryTarget(docId, kind);
  const list = useHistoryList(docId, kind);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [compare, setCompare] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<THistoryItem | null>(null);
  const [recovering, setRecovering] = useState<THistoryItem | null>(null);
  const versions = list.data?.list ?? [];
  const { writeBlock } = target;

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setCreating(true);
    try {
      const { history_id } = await api.history.create(
        { doc_id: docId, kind, ...(name.trim() ? { name: name.trim() } : {}) },
        { silent: true },
      );
      toast.success('版本已创建');
      setName('');
      setPreviewId(history_id);
    } catch (err) {
      // 304: nothing changed since the newest version (spec: 不能重复创建版本).
      if (err instanceof ApiError && err.status === Status.HISTORY_UNCHANGED)
        toast.warning(err.msg || HISTORY_DUPLICATE_MESSAGE);
      else fail(err);
    } finally {
      setCreating(false);
      await list.mutate();
    }
  };

  const rename = async (v: THistoryItem, next: string): Promise<boolean> => {
    try {
      await api.history.rename({ history_id: v.history_id, name: next }, { silent: true });
      await list.mutate();
      return true;
    } catch (err) {
      fail(err);
      return false;
    }
  };

  const remove = async (v: THistoryItem) => {
    setDeleting(null);
    try {
      await api.history.remove({ history_id: v.history_id }, { silent: true });
      toast.success('版本已删除');
      setCompare((c) => c.filter((x) => x !== v.history_id));
      if (previewId === v.history_id) setPreviewId(null);
    } catch (err) {
      fail(err);
    }
    await list.mutate();
  };

  const recover = async (v: THistoryItem) => {
    setRecovering(null);
    try {
      await api.history.recover({ doc_id: docId, history_id: v.history_id }, { silent: true });
      toast.success(`已恢复到「${v.name}」`);
    } catch (err) {
      fail(err);
    }
    await list.mutate();
  };

  const toggleCompare = (v: THistoryItem, on: boolean) =>
    // Two at most: picking a third drops the oldest pick.
    setCompare((c) =>
      on
        ? [...c.filter((x) => x !== v.history_id), v.history_id].slice(-2)
        : c.filter((x) => x !== v.history_id),
    );

  return (
    <div className="flex h-screen flex-col bg-slate-50">
      <AppHeader section="历史版本" />
      <div className="flex items-center gap-4 border-b border-slate-200 bg-white px-6 py-3">
        <Link to={target.backTo} className="text-sm text-slate-500 hover:text-brand-600">
          ← 返回编辑
        </Link>
        <h1 className="truncate text-base font-semibold text-slate-900" data-testid="history-doc-name">
          {target.name || '文档'} · 历史版本
        </h1>
      </div>
      <div className="flex min-h-0 flex-1">
        <aside
          aria-label="版本列表"
          className="flex w-96 shrink-0 flex-col border-r border-slate-200 bg-white"
        >
          <form onSubmit={(e) => void create(e)} className="flex gap-2 border-b border-slate-100 p-3">
            <label htmlFor="history-name" className="sr-only">
              版本名称
            </label>
            <input
              id="history-name"
              data-testid="history-create-name"
              placeholder="版本名称（可选）"
              maxLength={50}
              value={name}
              disabled={writeBlock !== null}
              onChange={(e) => setName(e.target.value)}
              className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm disabled:bg-slate-50"
            />
            <Guarded reason={writeBlock}>
              {({ disabled, describedBy }) => (
                <Button
                  type="submit"
                  loading={creating}
                  disabled={disabled}
                  aria-describedby={describedBy}
                  data-testid="history-create"
                >
                  创建版本
                </Button>
              )}
            </Guarded>
          </form>
          <p className="px-4 pt-3 text-xs text-slate-400">勾选两个版本即可对比差异；点击版本名称预览内容。</p>
          <div className="min-h-0 flex-1 overflow-y-auto p-3">
            {list.isLoading && !list.data ? (
              <div className="flex justify-center py-10">
                <Spinner />
              </div>
            ) : versions.length === 0 ? (
              <p data-testid="history-empty" className="py-10 text-center text-sm text-slate-400">
                暂无历史版本
              </p>
            ) : (
              <ul className="space-y-2">
                {versions.map((v) => (
                  <VersionRow
                    key={`${v.history_id}:${v.name}`}
                    version={v}
                    previewing={previewId === v.history_id}
                    comparing={compare.includes(v.history_id)}
                    writeBlock={writeBlock}
                    onPreview={() => setPreviewId(v.history_id)}
                    onToggleCompare={(on) => toggleCompare(v, on)}
                    onRename={(next) => rename(v, next)}
                    onDelete={() => setDeleting(v)}
                    onRecover={() => setRecovering(v)}
                  />
                ))}
              </ul>
            )}
          </div>
        </aside>
        <main className="min-w-0 flex-1 overflow-auto p-6">
          <VersionPane versions={versions} previewId={previewId} compare={compare} />
        </main>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="删除版本"
        message={`确定删除版本「${deleting?.name ?? ''}」吗？删除后无法找回。`}
        confirmLabel="删除"
        danger
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={recovering !== null}
        title="恢复版本"
        message={`确定将文档恢复为「${recovering?.name ?? ''}」吗？当前内容会保留在历史版本中，所有正在编辑的人会立即看到恢复后的内容。`}
        confirmLabel="恢复"
        onConfirm={() => recovering && void recover(recovering)}
        onCancel={() => setRecovering(null)}
      />
    </div>
  );
}
