import { useApi } from '@juzuo/api-client/react';
import { materialDetail, materialList, materialUse } from '@juzuo/schemas';
import type { Editor } from '@tiptap/core';
import { type FormEvent, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../stores/toast';
import { inputAllowed, inputTooLongMessage } from '../script-editor/logic/inputLimit';
import { Highlight } from './Highlight';
import { materialContent } from './insertMaterial';
import { usePublicCall } from './usePublicCall';

/**
 * The editor's 素材 side panel: search the materials centre and insert one at the caret. The inserted
 * lines keep the material's id (the materialSource mark) and the use is counted through the API.
 */
export function MaterialsPanel({ editor, editable }: { editor: Editor | null; editable: boolean }) {
  const api = useApi();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [inserting, setInserting] = useState<string | null>(null);
  const list = usePublicCall(
    materialList,
    { cat1: 'all', sort: 'COMP', page_index: 1, page_size: 20, ...(keyword ? { keyword } : {}) },
    { keepPreviousData: true },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
  };

  const insert = async (id: string) => {
    if (!editor) return;
    setInserting(id);
    try {
      const material = await api.call(materialDetail, { id });
      if (!inputAllowed(material.content)) {
        toast.warning(inputTooLongMessage());
        return;
      }
      // ProseMirror keeps the selection while the panel has focus: the lines go where the caret was.
      editor.chain().focus().insertContent(materialContent(material)).run();
      toast.success('已插入素材');
      // Counting is bookkeeping: a failure must not undo or block the writer's insert.
      void api.call(materialUse, { id }, { silent: true }).catch(() => undefined);
    } catch {
      // The client showed the server's message.
    } finally {
      setInserting(null);
    }
  };

  const items = list.data?.list;
  return (
    <section aria-label="素材" data-testid="materials-panel" className="flex h-full flex-col gap-2">
      <h2 className="px-1 text-xs font-semibold text-slate-500">素材</h2>
      <form onSubmit={submit} className="flex gap-1">
        <input
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="搜索素材"
          aria-label="搜索素材"
          data-testid="materials-panel-input"
          className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm outline-none focus:border-brand-500"
        />
        <button
          type="submit"
          data-testid="materials-panel-search"
          className="h-8 shrink-0 rounded-md bg-brand-600 px-2 text-xs text-white hover:bg-brand-700"
        >
          搜索
        </button>
      </form>
      {!editable && <p className="px-1 text-xs text-amber-700">当前文档只读，不能插入素材</p>}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {!items ? (
          <div className="flex justify-center py-6">
            {list.error ? (
              <span className="text-xs text-slate-500">素材加载失败</span>
            ) : (
              <Spinner className="size-4" />
            )}
          </div>
        ) : items.length === 0 ? (
          <p data-testid="materials-panel-empty" className="px-1 py-6 text-center text-xs text-slate-400">
            没有找到相关素材
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((m) => (
              <li
                key={m.id}
                data-testid="materials-panel-item"
                data-id={m.id}
                className="rounded-lg border border-slate-200 p-2"
              >
                <p className="text-sm font-medium text-slate-800">
                  <Highlight text={m.title} marks={m.title_marks} />
                </p>
                <p className="mt-1 line-clamp-3 text-xs leading-5 text-slate-500">
                  <Highlight text={m.snippet} marks={m.snippet_marks} />
                </p>
                <button
                  type="button"
                  disabled={!editable || !editor || inserting !== null}
                  onClick={() => insert(m.id)}
                  data-testid="material-insert"
                  className="mt-1 text-xs font-medium text-brand-600 hover:text-brand-700 disabled:text-slate-300"
                >
                  {inserting === m.id ? '插入中…' : '插入到光标处'}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
