import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { gameTemplateDelete, gameTemplateList, type TGameTemplateItem } from '@juzuo/schemas';
import { useState } from 'react';
import { DeleteDialog } from '../../components/DeleteDialog';
import { Spinner } from '../../components/Spinner';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { TemplateCard } from './TemplateCard';

/**
 * /workDetail/{id}/GAME/gameTemplate: the work's reusable story templates (node groups saved from a
 * board's selection with 存为模板 on the story line). Each opens in the full-screen editor, is applied
 * onto a board, renamed or deleted; what the caller may do comes from the list's abilities.
 */
export function TemplatesPage({ workId }: { workId: string }) {
  const templates = useCall(gameTemplateList, { project_id: workId });
  const remove = useCallMutation(gameTemplateDelete);
  const [applying, setApplying] = useState<TGameTemplateItem | null>(null);
  const [deleting, setDeleting] = useState<TGameTemplateItem | null>(null);
  const list = templates.data?.list ?? [];
  const canWrite = templates.data?.abilities.can_write ?? false;
  return (
    <div
      className="h-full overflow-y-auto bg-slate-50"
      data-testid="templates-page"
      data-can-write={canWrite}
    >
      <div className="mx-auto max-w-6xl px-6 py-6">
        <header className="flex flex-wrap items-end gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">模板</h2>
            <p className="mt-1 text-sm text-slate-500">
              可复用的剧情片段：在「故事线」画布上选中节点，点「存为模板」保存；这里编辑、重命名，或放到任意画布上（每次放入都是新的节点）。
            </p>
          </div>
          {templates.data && (
            <span data-testid="template-total" className="ml-auto text-sm text-slate-400">
              共 {templates.data.total} 个模板
            </span>
          )}
        </header>
        {!templates.data && !templates.error && (
          <div className="grid place-items-center py-16">
            <Spinner />
          </div>
        )}
        {templates.data && list.length === 0 && (
          <div
            data-testid="templates-empty"
            className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
          >
            <p className="text-sm font-medium text-slate-700">还没有模板</p>
            <p className="mt-2 text-sm text-slate-500">
              {canWrite
                ? '打开「故事线」，框选一组节点（如一段对话选择），点工具栏的「存为模板」。'
                : '作品成员在「故事线」保存模板后，会显示在这里。'}
            </p>
          </div>
        )}
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((t) => (
            <TemplateCard
              key={`${t.template_id}:${t.updated_at}`}
              workId={workId}
              template={t}
              canWrite={canWrite}
              onApply={() => setApplying(t)}
              onDelete={() => setDeleting(t)}
            />
          ))}
        </ul>
      </div>
      <ApplyTemplateDialog workId={workId} template={applying} onClose={() => setApplying(null)} />
      <DeleteDialog
        item={deleting}
        title="删除模板"
        message={(t) => `确定删除「${t.template_name}」吗？已放到画布上的节点不受影响。`}
        onDelete={(t) => remove({ template_id: t.template_id })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
