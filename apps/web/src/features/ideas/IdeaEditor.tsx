import { HistoryKind, MediaType, RelayDocumentKind, type TIdeaItem } from '@juzuo/schemas';
import { Link } from 'react-router-dom';
import { SuperviseEditor } from '../review/SuperviseEditor';

/**
 * The rich-text editor of an idea document (`idea:<idea_id>`): the script editor stack (carets,
 * presence, offline copy, relay checkpoints, history versions) on plain prose, since ideas are not
 * scripts, with the supervisor comments of the idea (`comments:<idea_id>`): highlights in the text
 * and the comment sidebar, live for the writer here and for a producer in the 构思 entry.
 */
export function IdeaEditor({ idea, readOnly }: { idea: TIdeaItem; readOnly: boolean }) {
  return (
    <section data-testid="idea-editor" className="flex min-h-0 flex-1 flex-col">
      <header className="border-b border-slate-200 bg-white px-6 py-3">
        <div className="flex items-center gap-3">
          <h2 className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">{idea.idea_name}</h2>
          <Link
            to={`/editor/history/${idea.idea_id}?kind=${HistoryKind.Idea}`}
            data-testid="idea-history-link"
            className="shrink-0 text-sm text-slate-500 hover:text-brand-600"
          >
            历史版本
          </Link>
        </div>
        <p className="mt-0.5 text-xs text-slate-400">
          空行分段；切换为卡片时，每段成为一张卡片（第一行为标题）。
        </p>
      </header>
      <SuperviseEditor
        key={idea.idea_id}
        docId={idea.idea_id}
        kind={RelayDocumentKind.Idea}
        workId={idea.project_id}
        mediaType={MediaType.NOVEL}
        readOnly={readOnly}
        docName={idea.idea_name}
      />
    </section>
  );
}
