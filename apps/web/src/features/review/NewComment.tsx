import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  commentAdd,
  commentTemplateList,
  projectMemberList,
  STRUCT_TAGS,
  type TReviewKind,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import type { SelectedWords } from './useSelectionRange';

const field =
  'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none';

/** The form for a new comment on the selected words: text, struct tag, template, suggestion. */
export function NewComment({
  docId,
  kind,
  workId,
  selected,
  onDone,
}: {
  docId: string;
  /** What docId names: a script document or an idea document. */
  kind: TReviewKind;
  workId: string;
  selected: SelectedWords | null;
  onDone: () => void;
}) {
  const members = useCall(projectMemberList, { project_id: workId }).data?.list ?? [];
  const add = useCallMutation(commentAdd);
  const templates = useCall(commentTemplateList, {}).data?.list ?? [];
  const [content, setContent] = useState('');
  const [tagId, setTagId] = useState('');
  const [suggest, setSuggest] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  const [busy, setBusy] = useState(false);

  if (!selected) {
    return (
      <p data-testid="review-select-hint" className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-500">
        在左侧{kind === 'idea' ? '构思文档' : '剧本'}中选中文字，即可批注或提出修改建议。输入 @成员名
        可提醒对方。
      </p>
    );
  }
  const submit = async () => {
    if (!content.trim()) return;
    setBusy(true);
    try {
      await add({
        doc_id: docId,
        kind,
        content,
        start: selected.start,
        end: selected.end,
        ...(tagId ? { tag_id: tagId } : {}),
        ...(suggest ? { suggestion } : {}),
      });
      setContent('');
      setSuggestion('');
      setSuggest(false);
      onDone();
    } catch {
      // The client's error event has told the user why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="review-new" className="space-y-2 rounded-md border border-brand-200 bg-brand-50/40 p-3">
      <p data-testid="review-selection" className="line-clamp-2 text-xs text-slate-600">
        选中：「{selected.quote}」
      </p>
      <select
        aria-label="常用批注"
        className={field}
        value=""
        onChange={(e) => {
          const t = templates.find((x) => x.template_id === e.target.value);
          if (t) {
            setContent(t.content);
            setTagId(t.tag_id);
          }
        }}
      >
        <option value="">常用批注…</option>
        {templates.map((t) => (
          <option key={t.template_id} value={t.template_id}>
            {t.content}
          </option>
        ))}
      </select>
      <textarea
        data-testid="review-new-content"
        aria-label="批注内容"
        className={`${field} h-20 resize-none`}
        placeholder="写下批注，@成员名 可提醒对方"
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      {members.some((m) => m.name) && (
        <div data-testid="review-mentions" className="flex flex-wrap gap-1 text-xs">
          {members
            .filter((m) => m.name)
            .map((m) => (
              <button
                key={m.user_id}
                type="button"
                className="rounded px-1.5 py-0.5 text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                onClick={() => setContent((c) => `${c}${c && !c.endsWith(' ') ? ' ' : ''}@${m.name} `)}
              >
                @{m.name}
              </button>
            ))}
        </div>
      )}
      <select
        aria-label="结构标签"
        className={field}
        value={tagId}
        onChange={(e) => setTagId(e.target.value)}
      >
        <option value="">不加标签</option>
        {STRUCT_TAGS.map((t) => (
          <option key={t.tag_id} value={t.tag_id}>
            {t.name}
          </option>
        ))}
      </select>
      <label className="flex items-center gap-2 text-xs text-slate-600">
        <input
          type="checkbox"
          data-testid="review-suggest"
          checked={suggest}
          onChange={(e) => setSuggest(e.target.checked)}
        />
        提出修改建议（把选中文字改为）
      </label>
      {suggest && (
        <input
          data-testid="review-suggestion"
          aria-label="建议改为"
          className={field}
          value={suggestion}
          onChange={(e) => setSuggestion(e.target.value)}
        />
      )}
      <Button
        size="sm"
        data-testid="review-submit"
        loading={busy}
        disabled={!content.trim()}
        onClick={submit}
      >
        发表批注
      </Button>
    </div>
  );
}
