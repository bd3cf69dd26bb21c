import { useCallMutation } from '@juzuo/api-client/react';
import {
  EditType,
  EditTypeLabel,
  IdeaDocType,
  IdeaDocTypeLabel,
  projectIdeaAdd,
  type TIdeaDocType,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';

const DOC_TYPES = Object.values(IdeaDocType) as TIdeaDocType[];
/** The ways an idea can be edited, in the order the form offers them. */
export const EDIT_TYPES = [EditType.EDITOR, EditType.CARD, EditType.CHARACTER] as const;
/** One of EDIT_TYPES. */
export type TChosenEditType = (typeof EDIT_TYPES)[number];

const selectClass =
  'h-8 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none';

/** Creates an idea document of a type, edited as a document, cards or character sheets. */
export function NewIdeaForm({ workId, onCreated }: { workId: string; onCreated: (id: string) => void }) {
  const add = useCallMutation(projectIdeaAdd);
  const [docType, setDocType] = useState<TIdeaDocType>(IdeaDocType.STORY);
  const [editType, setEditType] = useState<TChosenEditType>(EditType.EDITOR);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await add({ project_id: workId, doc_type: docType, edit_type: editType });
      onCreated(created.idea_id);
    } catch {
      // Shown by the client's error catalogue.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-2 border-b border-slate-100 p-3" data-testid="new-idea-form">
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="new-idea-type">
          创意类型
        </label>
        <select
          id="new-idea-type"
          data-testid="new-idea-type"
          value={docType}
          onChange={(e) => setDocType(Number(e.target.value) as TIdeaDocType)}
          className={selectClass}
        >
          {DOC_TYPES.map((t) => (
            <option key={t} value={t}>
              {IdeaDocTypeLabel[t]}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="new-idea-edit-type">
          编辑方式
        </label>
        <select
          id="new-idea-edit-type"
          data-testid="new-idea-edit-type"
          value={editType}
          onChange={(e) => setEditType(Number(e.target.value) as TChosenEditType)}
          className={selectClass}
        >
          {EDIT_TYPES.map((t) => (
            <option key={t} value={t}>
              {EditTypeLabel[t]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" loading={busy} data-testid="new-idea" className="w-full">
        新建创意
      </Button>
    </form>
  );
}
