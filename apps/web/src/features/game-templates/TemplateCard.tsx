import { useCallMutation } from '@juzuo/api-client/react';
import { gameTemplateUpdate, type TGameTemplateItem } from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { KIND_LOOK } from '../game-board/nodeKinds';
import { templateEditorPath } from './path';
import { outlineOf } from './previewGeometry';
import { TemplatePreview } from './TemplatePreview';

/** How many node names the card's outline shows before "等". */
const OUTLINE_MAX = 6;

/** Props of TemplateCard. */
export interface TemplateCardProps {
  workId: string;
  template: TGameTemplateItem;
  canWrite: boolean;
  onApply: () => void;
  onDelete: () => void;
}

/** One template: its thumbnail and outline, rename in place, open the editor, apply, delete. */
export function TemplateCard({ workId, template, canWrite, onApply, onDelete }: TemplateCardProps) {
  const rename = useCallMutation(gameTemplateUpdate);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(template.template_name);
  const outline = outlineOf(template.content, (k) => KIND_LOOK[k].label);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename({ template_id: template.template_id, template_name: name });
      setEditing(false);
    } catch {
      // The client's error catalogue shows why (请输入模板名称 ...).
    }
  };
  return (
    <li
      data-testid="template-card"
      data-template-id={template.template_id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <TemplatePreview content={template.content} />
      {editing ? (
        <form onSubmit={save} className="mt-3 flex gap-2">
          <input
            aria-label="模板名称"
            data-testid="template-rename-input"
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
            className="h-8 min-w-0 flex-1 rounded-lg border border-slate-300 px-2 text-sm"
          />
          <Button size="sm" type="submit" data-testid="template-rename-save">
            保存
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            取消
          </Button>
        </form>
      ) : (
        <div className="mt-3 flex items-baseline gap-2">
          <h3
            data-testid="template-name"
            className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900"
          >
            {template.template_name}
          </h3>
          <span data-testid="template-node-count" className="shrink-0 text-xs text-slate-400">
            {template.node_count} 个节点 · {template.content.edges.length} 条连线
          </span>
        </div>
      )}
      <p className="mt-1 line-clamp-2 text-xs leading-5 text-slate-500" data-testid="template-outline">
        {outline.slice(0, OUTLINE_MAX).join(' → ')}
        {outline.length > OUTLINE_MAX ? ' 等' : ''}
      </p>
      <p className="mt-1 text-xs text-slate-400">
        更新于 {new Date(template.updated_at).toLocaleString('zh-CN', { hour12: false })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <Link
          to={templateEditorPath(workId, template.template_id, canWrite ? 'edit' : 'view')}
          data-testid="template-open"
          className="inline-flex h-8 items-center rounded-lg border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50"
        >
          {canWrite ? '编辑' : '查看'}
        </Link>
        {canWrite && (
          <>
            <Button size="sm" onClick={onApply} data-testid="template-apply">
              应用到画布
            </Button>
            <span className="ml-auto flex gap-1">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEditing(true)}
                data-testid="template-rename"
              >
                重命名
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-rose-600 hover:text-rose-700"
                onClick={onDelete}
                data-testid="template-delete"
              >
                删除
              </Button>
            </span>
          </>
        )}
      </div>
    </li>
  );
}
