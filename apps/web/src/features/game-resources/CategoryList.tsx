import { useCallMutation } from '@juzuo/api-client/react';
import {
  gameResourceCategoryAdd,
  gameResourceCategoryDelete,
  gameResourceCategoryUpdate,
  ResourceTypeLabel,
  type TGameResourceCategoryItem,
  type TResourceType,
} from '@juzuo/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NewNameForm } from '../../components/NewNameForm';
import { listRowClass, RenamableRow } from '../../components/RenamableRow';

const CATEGORY_LABELS = { field: '分类名称', rename: '重命名分类', remove: '删除分类' };

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
  const rename = useCallMutation(gameResourceCategoryUpdate);
  const [deleting, setDeleting] = useState<TGameResourceCategoryItem | null>(null);
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
              className={listRowClass(selected === null)}
              aria-current={selected === null ? 'page' : undefined}
              onClick={() => onSelect(null)}
              data-testid="category-all"
            >
              全部{ResourceTypeLabel[type]}
            </button>
          </li>
          {categories.map((c) => (
            <RenamableRow
              key={c.category_id}
              name={c.name}
              active={c.category_id === selected}
              canWrite={canWrite}
              onSelect={() => onSelect(c.category_id)}
              onDelete={() => setDeleting(c)}
              onRename={(name) => rename({ category_id: c.category_id, name })}
              labels={CATEGORY_LABELS}
              testId="category"
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
