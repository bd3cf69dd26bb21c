import {
  EditType,
  EditTypeLabel,
  IdeaDocType,
  IdeaDocTypeLabel,
  type TEditType,
  type TIdeaDocType,
  type TIdeaItem,
} from '@juzuo/schemas';
import { Spinner } from '../../components/Spinner';

const DOC_TYPES = Object.values(IdeaDocType) as TIdeaDocType[];

/** Props of the idea list. */
export interface IdeaSidebarProps {
  ideas: TIdeaItem[] | undefined;
  /** The selected idea, or 'characters' / 'outline' for those views. */
  selected: string | null;
  onSelect: (id: string) => void;
  readOnly: boolean;
  /** Name of the outline entry: 分集大纲, or 章节大纲 for a novel. */
  outlineLabel: string;
}

/** The work's idea documents grouped by type, and the characters and outline views at the top. */
export function IdeaSidebar({ ideas, selected, onSelect, readOnly, outlineLabel }: IdeaSidebarProps) {
  const rowClass = (active: boolean) =>
    `flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-500 ${
      active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'
    }`;
  return (
    <nav aria-label="创意文档" className="min-h-0 flex-1 overflow-y-auto p-2">
      <button
        type="button"
        data-testid="characters-entry"
        aria-current={selected === 'characters' ? 'page' : undefined}
        onClick={() => onSelect('characters')}
        className={rowClass(selected === 'characters')}
      >
        <span className="min-w-0 flex-1 truncate">人物与统计</span>
      </button>
      <button
        type="button"
        data-testid="outline-entry"
        aria-current={selected === 'outline' ? 'page' : undefined}
        onClick={() => onSelect('outline')}
        className={rowClass(selected === 'outline')}
      >
        <span className="min-w-0 flex-1 truncate">{outlineLabel}</span>
      </button>
      {!ideas && (
        <div className="grid place-items-center py-8">
          <Spinner />
        </div>
      )}
      {ideas && ideas.length === 0 && (
        <p className="px-2 py-6 text-center text-xs leading-5 text-slate-400">
          {readOnly ? '还没有创意文档。' : '还没有创意文档，在上方新建一个。'}
        </p>
      )}
      {DOC_TYPES.map((type) => {
        const group = (ideas ?? []).filter((i) => i.doc_type === type);
        if (group.length === 0) return null;
        return (
          <section key={type} className="mt-3">
            <h3 className="px-3 pb-1 text-xs font-medium text-slate-400">{IdeaDocTypeLabel[type]}</h3>
            <ul className="space-y-0.5">
              {group.map((idea) => (
                <li key={idea.idea_id}>
                  <button
                    type="button"
                    data-testid="idea-row"
                    data-idea-id={idea.idea_id}
                    data-edit-type={idea.edit_type}
                    aria-current={idea.idea_id === selected ? 'page' : undefined}
                    onClick={() => onSelect(idea.idea_id)}
                    className={rowClass(idea.idea_id === selected)}
                  >
                    <span className="min-w-0 flex-1 truncate">{idea.idea_name}</span>
                    <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-500">
                      {EditTypeLabel[(idea.edit_type || EditType.EDITOR) as TEditType] ?? ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
