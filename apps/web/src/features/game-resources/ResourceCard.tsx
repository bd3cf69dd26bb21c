import { useCallMutation } from '@juzuo/api-client/react';
import {
  gameResourceDelete,
  gameResourceUpdate,
  ResourceSourceLabel,
  type TGameResourceCategoryItem,
  type TGameResourceItem,
  type TResourceSource,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ResourcePreview } from './ResourcePreview';

/** One resource: its preview, name (renamed in place), source, category (moved by a select) and delete. */
export function ResourceCard({
  resource,
  categories,
  canWrite,
}: {
  resource: TGameResourceItem;
  categories: readonly TGameResourceCategoryItem[];
  canWrite: boolean;
}) {
  const update = useCallMutation(gameResourceUpdate);
  const remove = useCallMutation(gameResourceDelete);
  const [name, setName] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const id = resource.resource_id;
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({ resource_id: id, name: name ?? '' });
      setName(null);
    } catch {
      // The client's error catalogue shows why (已有同名的资源 ...).
    }
  };
  return (
    <li
      data-testid="resource-card"
      data-resource-id={id}
      data-name={resource.name}
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <ResourcePreview resource={resource} />
      <div className="space-y-1.5 p-2.5">
        {name !== null ? (
          <form onSubmit={rename} className="flex gap-1">
            <input
              aria-label="资源名称"
              data-testid="resource-rename-input"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && setName(null)}
              className="h-7 min-w-0 flex-1 rounded border border-slate-300 px-2 text-sm"
            />
            <button
              type="submit"
              className="shrink-0 text-xs font-medium text-brand-600"
              data-testid="resource-rename-save"
            >
              保存
            </button>
          </form>
        ) : (
          <div className="flex items-center gap-1">
            <span
              className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800"
              title={resource.name}
            >
              {resource.name}
            </span>
            {canWrite && (
              <>
                <button
                  type="button"
                  aria-label="重命名"
                  data-testid="resource-rename"
                  onClick={() => setName(resource.name)}
                  className="text-xs text-slate-400 hover:text-slate-700"
                >
                  ✎
                </button>
                <button
                  type="button"
                  aria-label="删除"
                  data-testid="resource-delete"
                  onClick={() => setDeleting(true)}
                  className="text-xs text-slate-400 hover:text-rose-600"
                >
                  ✕
                </button>
              </>
            )}
          </div>
        )}
        <div className="flex items-center gap-2 text-xs text-slate-400">
          <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5">
            {ResourceSourceLabel[resource.source as TResourceSource] ?? resource.source}
          </span>
          <select
            aria-label="分类"
            data-testid="resource-category"
            disabled={!canWrite}
            value={resource.category_id ?? ''}
            onChange={(e) =>
              void update({ resource_id: id, category_id: e.target.value || null }).catch(() => undefined)
            }
            className="h-6 min-w-0 flex-1 truncate rounded border border-slate-200 bg-white px-1 text-xs text-slate-600 disabled:bg-transparent"
          >
            <option value="">未分类</option>
            {categories.map((c) => (
              <option key={c.category_id} value={c.category_id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ConfirmDialog
        open={deleting}
        title="删除素材"
        message={`确定删除「${resource.name}」吗？使用它的节点会在检查中提示素材已删除。`}
        confirmLabel="删除"
        danger
        onConfirm={async () => {
          setDeleting(false);
          await remove({ resource_id: id }).catch(() => undefined);
        }}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}
