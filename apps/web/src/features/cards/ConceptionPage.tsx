import { useIdeaList } from '@juzuo/api-client/react';
import { EditType, MediaType, type TIdeaItem, type TMediaType } from '@juzuo/schemas';
import { useSearchParams } from 'react-router-dom';
import { CharactersView } from '../characters/CharactersView';
import { IdeaEditor } from '../ideas/IdeaEditor';
import { IdeaSidebar } from '../ideas/IdeaSidebar';
import { IdeaToolbar } from '../ideas/IdeaToolbar';
import { NewIdeaForm } from '../ideas/NewIdeaForm';
import { SyncCharactersButton } from '../ideas/SyncCharactersButton';
import { OutlineView } from '../outline/OutlineView';
import { CardBoard } from './CardBoard';

/** What `?idea=` names besides an idea: the characters view and the outline. */
const CHARACTERS = 'characters';
const OUTLINE = 'outline';
const VIEWS = [CHARACTERS, OUTLINE];
/** How often the list is re-read, so another member's rename or edit-type switch shows here. */
const LIST_REFRESH_MS = 10_000;

/**
 * /workDetail/{id}/SCRIPT/conception: the work's idea documents by type on the left (?idea=), the
 * selected one on the right in its editor: rich text (`idea:`), a card board or character sheets
 * (`cards:`), all live for the team; the characters view with statistics from the scripts; and the
 * work's outline (`outline:`, ?idea=outline).
 * Members without EditIdeas read.
 */
export function ConceptionPage({
  workId,
  readOnly,
  reviewing = false,
  mediaType = MediaType.SCRIPT,
}: {
  workId: string;
  readOnly: boolean;
  /** Opened from the producer's 构思 entry: say that boards take no comments. */
  reviewing?: boolean;
  /** Names the outline's parts (集, 章 ...). */
  mediaType?: TMediaType;
}) {
  const ideas = useIdeaList(workId, { refreshInterval: LIST_REFRESH_MS });
  const [params, setParams] = useSearchParams();
  const list = ideas.data?.list;
  const wanted = params.get('idea');
  const selectedIdea =
    list?.find((i) => i.idea_id === wanted) ?? (VIEWS.includes(wanted ?? '') ? undefined : list?.[0]);
  const selected = wanted && VIEWS.includes(wanted) ? wanted : (selectedIdea?.idea_id ?? null);
  const outlineLabel = mediaType === MediaType.NOVEL ? '章节大纲' : '分集大纲';
  const select = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('idea', id);
        else p.delete('idea');
        return p;
      },
      { replace: true },
    );

  return (
    <div
      className="flex h-full min-h-0 w-full min-w-0"
      data-testid="conception-page"
      data-read-only={readOnly}
    >
      <aside className="flex w-64 shrink-0 flex-col border-r border-slate-200 bg-white">
        <div className="border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">构思</h2>
          <p className="mt-0.5 text-xs text-slate-400">文档、卡片与人物设定实时协作</p>
        </div>
        {!readOnly && <NewIdeaForm workId={workId} onCreated={select} />}
        <IdeaSidebar
          ideas={list}
          selected={selected}
          onSelect={select}
          readOnly={readOnly}
          outlineLabel={outlineLabel}
        />
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        {selected === CHARACTERS ? (
          <CharactersView workId={workId} />
        ) : selected === OUTLINE ? (
          <OutlineView workId={workId} mediaType={mediaType} readOnly={readOnly} />
        ) : selectedIdea ? (
          <>
            {!readOnly && <IdeaToolbar idea={selectedIdea} onDeleted={() => select(null)} />}
            {reviewing &&
              selectedIdea.edit_type !== EditType.EDITOR &&
              selectedIdea.edit_type !== EditType.NO_SET && (
                <p
                  data-testid="idea-no-comments"
                  className="border-b border-amber-200 bg-amber-50 px-6 py-2 text-xs text-amber-800"
                >
                  卡片、人物形式的构思不支持划词批注，只有文档形式的构思可以批注；整体意见请写在「剧本」入口的审读意见中。
                </p>
              )}
            <IdeaPane
              key={`${selectedIdea.idea_id}:${selectedIdea.edit_type}`}
              idea={selectedIdea}
              readOnly={readOnly}
            />
          </>
        ) : (
          <div className="grid flex-1 place-items-center bg-slate-50 text-sm text-slate-400">
            {ideas.data ? '选择或新建一个创意文档' : ''}
          </div>
        )}
      </div>
    </div>
  );
}

/** An idea in the editor its edit type names. */
function IdeaPane({ idea, readOnly }: { idea: TIdeaItem; readOnly: boolean }) {
  if (idea.edit_type === EditType.CARD)
    return <CardBoard ideaId={idea.idea_id} ideaName={idea.idea_name} readOnly={readOnly} />;
  if (idea.edit_type === EditType.CHARACTER)
    return (
      <CardBoard
        ideaId={idea.idea_id}
        ideaName={idea.idea_name}
        readOnly={readOnly}
        defaultTemplateId="sys_character"
        actions={<SyncCharactersButton ideaId={idea.idea_id} />}
      />
    );
  return <IdeaEditor idea={idea} readOnly={readOnly} />;
}
