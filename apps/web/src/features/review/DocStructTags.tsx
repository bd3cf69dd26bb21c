import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { STRUCT_TAGS, structTagOf, structTagSet, type TReviewKind } from '@juzuo/schemas';

/**
 * The struct tags of the open document or idea (PUT works/doc_or_idea/struct_tag): chips a
 * producer or writer toggles; other members see them.
 */
export function DocStructTags({
  docId,
  kind,
  canEdit,
}: {
  docId: string;
  kind: TReviewKind;
  canEdit: boolean;
}) {
  const target = kind === 'idea' ? { idea_id: docId } : { doc_id: docId };
  const current = useCall(structTagOf, target);
  const set = useCallMutation(structTagSet);
  const on = current.data?.tag_ids ?? [];
  const toggle = (tagId: string) => {
    const next = on.includes(tagId) ? on.filter((t) => t !== tagId) : [...on, tagId];
    set({ ...target, tag_ids: next })
      .then(() => current.mutate())
      .catch(() => {});
  };
  const shown = canEdit ? STRUCT_TAGS : STRUCT_TAGS.filter((t) => on.includes(t.tag_id));
  if (shown.length === 0) return null;
  return (
    <fieldset data-testid="doc-struct-tags" className="flex flex-wrap gap-1">
      <legend className="sr-only">本文档结构标签</legend>
      {shown.map((t) => (
        <button
          key={t.tag_id}
          type="button"
          title={t.description}
          disabled={!canEdit}
          aria-pressed={on.includes(t.tag_id)}
          onClick={() => toggle(t.tag_id)}
          className={`rounded-full px-2 py-0.5 text-xs ring-1 ${on.includes(t.tag_id) ? 'bg-amber-100 text-amber-800 ring-amber-300' : 'text-slate-500 ring-slate-200 hover:bg-slate-50'}`}
        >
          {t.name}
        </button>
      ))}
    </fieldset>
  );
}
