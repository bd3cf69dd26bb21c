import { useCallMutation, useIdeaList } from '@juzuo/api-client/react';
import {
  EditType,
  IdeaDocType,
  IdeaDocTypeLabel,
  projectIdeaAdd,
  type TIdeaDocType,
  type TIdeaItem,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { CardBoard } from './CardBoard';

const DOC_TYPES = Object.values(IdeaDocType) as TIdeaDocType[];

/**
 * /workDetail/{id}/SCRIPT/conception: the work's idea documents on the left, the selected card board
 * on the right (?idea=). Card boards are live; idea documents of the other edit types are listed as
 * coming (their editors are not built yet). Members without EditIdeas read.
 */
export function ConceptionPage({ workId, readOnly }: { workId: string; readOnly: boolean }) {
  const ideas = useIdeaList(workId);
  const [params, setParams] = useSearchParams();
  const list = ideas.data?.list ?? [];
  const boards = list.filter((i) => i.edit_type === EditType.CARD);
  const selected = boards.find((i) => i.idea_id === params.get('idea')) ?? boards[0];
  const select = (id: string) =>
    setParams(
      (p) => {
        p.set('idea', id);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="flex h-full min-h-0" data-testid="conception-page" data-read-only={readOnly}>
      <aside className="flex w-64 shrink-0 flex-col border-r border-slate-200 bg-white">
        <div className="border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">构思</h2>
          <p className="mt-0.5 text-xs text-slate-400">卡片板实时协作</p>
        </div>
        {!readOnly && <NewBoard workId={workId} onCreated={select} />}
        <nav aria-label="创意文档" className="min-h-0 flex-1 overflow-y-auto p-2">
          {!ideas.data && !ideas.error && (
            <div className="grid place-items-center py-8">
              <Spinner />
            </div>
          )}
          {ideas.data && list.length === 0 && (
            <p className="px-2 py-6 text-center text-xs leading-5 text-slate-400">
              {readOnly ? '还没有创意文档。' : '还没有卡片板，在上方新建一个。'}
            </p>
          )}
          <ul className="space-y-0.5">
            {list.map((idea) => (
              <IdeaRow
                key={idea.idea_id}
                idea={idea}
                active={idea.idea_id === selected?.idea_id}
                onSelect={select}
              />
            ))}
          </ul>
        </nav>
      </aside>
      {selected ? (
        <CardBoard
          key={selected.idea_id}
          ideaId={selected.idea_id}
          ideaName={selected.idea_name}
          readOnly={readOnly}
        />
      ) : (
        <div className="grid flex-1 place-items-center bg-slate-50 text-sm text-slate-400">
          {ideas.data ? '选择或新建一个卡片板' : ''}
        </div>
      )}
    </div>
  );
}

function IdeaRow({
  idea,
  active,
  onSelect,
}: {
  idea: TIdeaItem;
  active: boolean;
  onSelect: (id: string) => void;
}) {
  const board = idea.edit_type === EditType.CARD;
  const type = IdeaDocTypeLabel[idea.doc_type as TIdeaDocType] ?? '';
  if (!board) {
    return (
      <li
        data-testid="idea-row"
        title="文档与人物设定编辑即将推出"
        className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-400"
      >
        <span className="min-w-0 flex-1 truncate">{idea.idea_name}</span>
        <span className="shrink-0 text-xs">即将推出</span>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        data-testid="idea-row"
        data-idea-id={idea.idea_id}
        aria-current={active ? 'page' : undefined}
        onClick={() => onSelect(idea.idea_id)}
        className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-500 ${
          active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'
        }`}
      >
        <span className="min-w-0 flex-1 truncate">{idea.idea_name}</span>
        <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-500">{type}</span>
      </button>
    </li>
  );
}

/** Creates a card board: an idea document of the chosen type edited as cards. */
function NewBoard({ workId, onCreated }: { workId: string; onCreated: (id: string) => void }) {
  const add = useCallMutation(projectIdeaAdd);
  const [docType, setDocType] = useState<TIdeaDocType>(IdeaDocType.ROLE);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await add({ project_id: workId, doc_type: docType, edit_type: EditType.CARD });
      onCreated(created.idea_id);
    } catch {
      // Shown by the client's error catalogue.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex gap-2 border-b border-slate-100 p-3">
      <label className="sr-only" htmlFor="new-board-type">
        卡片板类型
      </label>
      <select
        id="new-board-type"
        data-testid="new-board-type"
        value={docType}
        onChange={(e) => setDocType(Number(e.target.value) as TIdeaDocType)}
        className="h-8 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none"
      >
        {DOC_TYPES.map((t) => (
          <option key={t} value={t}>
            {IdeaDocTypeLabel[t]}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" loading={busy} data-testid="new-board">
        新建卡片板
      </Button>
    </form>
  );
}
