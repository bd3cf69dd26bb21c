import { useCallMutation } from '@juzuo/api-client/react';
import {
  gameResourceCategoryAdd,
  gameResourceCategoryDelete,
  gameResourceCategoryUpdate,
  ResourceTypeLabel,
  type TGameResourceCategoryItem,
  type TResourceType,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NewNameForm } from '../../components/NewNameForm';

/** The categories of one resource type: 全部 first, then each (rename, delete), and a new one. */
export function CategoryList({
  workId,
  type,
  categories,
  selected,
  onSelect,
  canWrite,
}: {
  workId: string;
  type: TResourceType;
  categories: readonly TGameResourceCategoryItem[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  canWrite: boolean;
}) {
  const add = useCallMutation(gameResourceCategoryAdd);
  const remove = useCallMutation(gameResourceCategoryDelete);
  const [deleting, setDeleting] = useState<TGameResourceCategoryItem | null>(null);
  const row = (active: boolean) =>
    `min-w-0 flex-1 truncate rounded-lg px-3 py-2 text-left text-sm ${
      active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'
    }`;
  return (
    <aside className="flex w-44 shrink-0 flex-col border-r border-slate-200 bg-white xl:w-56">
      <div className="border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">素材库</h2>
        <p className="mt-0.5 text-xs text-slate-400">节点从这里选用图片、视频和音频</p>
      </div>
      <nav aria-label="素材分类" className="min-h-0 flex-1 overflow-y-auto p-2">
        <ul className="space-y-0.5">
          <li className="flex">
            <button
              type="button"
              className={row(selected === null)}
              aria-current={selected === null ? 'page' : undefined}
              onClick={() => onSelect(null)}
              data-testid="category-all"
            >
              全部{ResourceTypeLabel[type]}
            </button>
          </li>
          {categories.map((c) => (
            <CategoryRow
              key={c.category_id}
              category={c}
              active={c.category_id === selected}
              rowClass={row(c.category_id === selected)}
              canWrite={canWrite}
              onSelect={() => onSelect(c.category_id)}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </ul>
        {categories.length === 0 && (
          <p className="px-3 py-3 text-xs text-slate-400">还没有分类{canWrite ? '，可在下方新建。' : '。'}</p>
        )}
      </nav>
      {canWrite && (
        <NewNameForm
          label="新分类名称"
          placeholder="新分类"
          testId="new-category"
          className="border-t border-slate-100"
          onCreate={async (name) => {
            const created = await add({ project_id: workId, resource_type: type, name });
            onSelect(created.category_id);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除分类"
        message={`确定删除分类「${deleting?.name ?? ''}」吗？其中的素材会保留，变为未分类。`}
        confirmLabel="删除"
        danger
        onConfirm={async () => {
          const gone = deleting;
          setDeleting(null);
          if (!gone) return;
          try {
            await remove({ category_id: gone.category_id });
            if (gone.category_id === selected) onSelect(null);
          } catch {
            // The client's error catalogue shows why.
          }
        }}
        onCancel={() => setDeleting(null)}
      />
    </aside>
  );
}

/** One category, renamed in place. */
function CategoryRow({
  category,
  active,
  rowClass,
  canWrite,
  onSelect,
  onDelete,
}: {
  category: TGameResourceCategoryItem;
  active: boolean;
  rowClass: string;
  canWrite: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const rename = useCallMutation(gameResourceCategoryUpdate);
  const [name, setName] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename({ category_id: category.category_id, name: name ?? '' });
      setName(null);
    } catch {
      // The client's error catalogue shows why (请输入分类名称 ...).
    }
  };
  if (name !== null)
    return (
      <li>
        <form onSubmit={save} className="flex gap-1 px-1 py-1">
          <input
            aria-label="分类名称"
            data-testid="category-rename-input"
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setName(null)}
            className="min-w-0 flex-1 rounded border border-slate-300 px-2 text-sm"
          />
          <Button size="sm" type="submit">
            保存
          </Button>
        </form>
      </li>
    );
  return (
    <li className="group flex items-center">
      <button
        type="button"
        className={rowClass}
        aria-current={active ? 'page' : undefined}
        onClick={onSelect}
        data-testid="category-row"
      >
        {category.name}
      </button>
      {canWrite && (
        <span className="hidden shrink-0 gap-1 text-xs group-hover:flex group-focus-within:flex">
          <button type="button" aria-label="重命名分类" onClick={() => setName(category.name)}>
            ✎
          </button>
          <button type="button" aria-label="删除分类" className="text-red-600" onClick={onDelete}>
            ✕
          </button>
        </span>
      )}
    </li>
  );
}
