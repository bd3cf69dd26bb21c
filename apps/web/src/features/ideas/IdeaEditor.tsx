import { MediaType, RelayDocumentKind, type TIdeaItem } from '@juzuo/schemas';
import { ScriptEditor } from '../script-editor';

/**
 * The rich-text editor of an idea document (`idea:<idea_id>`): the script editor stack (carets,
 * presence, offline copy, relay checkpoints) on plain prose, since ideas are not scripts.
 */
export function IdeaEditor({ idea, readOnly }: { idea: TIdeaItem; readOnly: boolean }) {
  return (
    <section data-testid="idea-editor" className="flex min-h-0 flex-1 flex-col">
      <header className="border-b border-slate-200 bg-white px-6 py-3">
        <h2 className="truncate text-base font-semibold text-slate-900">{idea.idea_name}</h2>
        <p className="mt-0.5 text-xs text-slate-400">
          空行分段；切换为卡片时，每段成为一张卡片（第一行为标题）。
        </p>
      </header>
      <ScriptEditor
        key={idea.idea_id}
        docId={idea.idea_id}
        kind={RelayDocumentKind.Idea}
        mediaType={MediaType.NOVEL}
        readOnly={readOnly}
        docName={idea.idea_name}
      />
    </section>
  );
}
