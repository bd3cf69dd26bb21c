import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { gameTemplateAdd, gameTemplateApply, gameTemplateList } from '@juzuo/schemas';
import { useStore, useStoreApi } from '@xyflow/react';
import { type FormEvent, useState } from 'react';
import type * as Y from 'yjs';
import { Button } from '../../components/Button';
import { viewCentre } from './applySpot';
import { selectionContent } from './templateDoc';
import { unmatchedNote } from './unmatchedNote';

/** Props of BoardTemplateMenu. */
export interface BoardTemplateMenuProps {
  ydoc: Y.Doc;
  boardId: string;
  workId: string;
  editable: boolean;
}

/** The header's small buttons, the size of its 试玩 link. */
const HEADER_BUTTON =
  'inline-flex h-7 items-center rounded-md border border-slate-300 bg-white px-3 text-xs text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400';

/** The selected board nodes, as one string so the selector's answer compares equal between renders. */
const selectedKey = (s: { nodes: { id: string; type?: string; selected?: boolean }[] }) =>
  s.nodes
    .filter((n) => n.selected && n.type === 'game')
    .map((n) => n.id)
    .join(',');

/**
 * The board's 模板 entry (inside the canvas's xyflow provider): 存为模板 saves the selected nodes and
 * the edges among them, as the live document holds them now; 插入模板 stamps a template of the work
 * at the middle of the view (fresh ids, through the service, so it shows on every open copy).
 */
export function BoardTemplateMenu({ ydoc, boardId, workId, editable }: BoardTemplateMenuProps) {
  const key = useStore(selectedKey);
  const store = useStoreApi();
  const selected = key === '' ? [] : key.split(',');
  const [open, setOpen] = useState<'save' | 'insert' | null>(null);
  const [name, setName] = useState('');
  const [notice, setNotice] = useState('');
  const templates = useCall(gameTemplateList, open === 'insert' ? { project_id: workId } : null);
  const add = useCallMutation(gameTemplateAdd);
  const apply = useCallMutation(gameTemplateApply);
  if (!editable) return null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add({ project_id: workId, template_name: name, content: selectionContent(ydoc, selected) });
      setNotice(`已存为模板「${name.trim()}」`);
      setName('');
      setOpen(null);
    } catch {
      // The client's error catalogue shows why (请输入模板名称 ...).
    }
  };
  const insert = async (templateId: string) => {
    const { width, height, transform } = store.getState();
    try {
      const done = await apply({
        board_id: boardId,
        template_id: templateId,
        ...viewCentre(width, height, transform),
      });
      setNotice(`已放入 ${done.node_ids.length} 个节点${unmatchedNote(done.unmatched_variables)}`);
      setOpen(null);
    } catch {
      // The client's error catalogue shows why.
    }
  };
  return (
    <div className="relative flex items-center gap-2" data-testid="board-template-menu">
      {notice && (
        <span data-testid="board-template-notice" className="text-xs text-emerald-600">
          {notice}
        </span>
      )}
      <button
        type="button"
        className={HEADER_BUTTON}
        disabled={selected.length === 0}
        title={
          selected.length === 0
            ? '先在画布上选中要保存的节点（Shift 拖动框选）'
            : `把选中的 ${selected.length} 个节点存为模板`
        }
        onClick={() => {
          setNotice('');
          setOpen(open === 'save' ? null : 'save');
        }}
        data-testid="board-save-template"
      >
        存为模板{selected.length > 0 ? `（${selected.length}）` : ''}
      </button>
      <button
        type="button"
        className={HEADER_BUTTON}
        onClick={() => {
          setNotice('');
          setOpen(open === 'insert' ? null : 'insert');
        }}
        data-testid="board-insert-template"
      >
        插入模板
      </button>
      {open === 'save' && (
        <form
          onSubmit={save}
          className="absolute top-10 right-0 z-20 w-72 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <label className="block text-xs text-slate-600">
            模板名称（选中的 {selected.length} 个节点和它们之间的连线）
            <input
              autoFocus
              data-testid="board-template-name"
              value={name}
              maxLength={50}
              onChange={(e) => setName(e.target.value)}
              placeholder="如：三选一对话"
              className="mt-1 h-8 w-full rounded-lg border border-slate-300 px-2 text-sm"
            />
          </label>
          <div className="mt-3 flex justify-end gap-2">
            <Button size="sm" variant="ghost" onClick={() => setOpen(null)}>
              取消
            </Button>
            <Button size="sm" type="submit" data-testid="board-template-save">
              保存
            </Button>
          </div>
        </form>
      )}
      {open === 'insert' && (
        <div className="absolute top-10 right-0 z-20 max-h-80 w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <p className="px-2 py-1 text-xs text-slate-500">放到当前视野中央（新的节点和连线）</p>
          {!templates.data && <p className="px-2 py-3 text-xs text-slate-400">读取中…</p>}
          {templates.data?.list.length === 0 && (
            <p className="px-2 py-3 text-xs text-slate-400">还没有模板：选中节点后点「存为模板」。</p>
          )}
          <ul>
            {templates.data?.list.map((t) => (
              <li key={t.template_id}>
                <button
                  type="button"
                  data-testid="board-template-option"
                  data-template-id={t.template_id}
                  onClick={() => insert(t.template_id)}
                  className="flex w-full items-baseline gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-slate-50"
                >
                  <span className="min-w-0 flex-1 truncate">{t.template_name}</span>
                  <span className="shrink-0 text-xs text-slate-400">{t.node_count} 个节点</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
