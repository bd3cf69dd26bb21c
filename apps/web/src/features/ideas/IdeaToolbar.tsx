import { useCallMutation } from '@juzuo/api-client/react';
import {
  EditType,
  EditTypeLabel,
  projectIdeaDelete,
  projectIdeaModelSwitch,
  projectIdeaUpdateName,
  type TIdeaItem,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EDIT_TYPES, type TChosenEditType } from './NewIdeaForm';

const onBoard = (t: number) => t === EditType.CARD || t === EditType.CHARACTER;

/** What a switch does to the content, said before it happens (docs/decisions.md model_switch). */
function switchMessage(from: number, to: TChosenEditType): string {
  if (!onBoard(from) && onBoard(to))
    return '文档将按空行分段转换为卡片：每段第一行为标题，其余为内容。卡片板上原有的卡片会被替换。';
  if (onBoard(from) && !onBoard(to))
    return '每张卡片将转换为文档的一段：标题一行，字段内容随后，卡片之间空一行。文档原有内容会被替换。';
  return '卡片保持不变，只改变新卡片默认使用的模板。';
}

/** Rename, switch edit type and delete of the selected idea (EditIdeas only). */
export function IdeaToolbar({ idea, onDeleted }: { idea: TIdeaItem; onDeleted: () => void }) {
  const rename = useCallMutation(projectIdeaUpdateName);
  const remove = useCallMutation(projectIdeaDelete);
  const modelSwitch = useCallMutation(projectIdeaModelSwitch);
  const [name, setName] = useState<string | null>(null);
  const [switching, setSwitching] = useState<TChosenEditType | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = idea.edit_type || EditType.EDITOR;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // Shown by the client's error catalogue.
    } finally {
      setBusy(false);
    }
  };
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name?.trim();
    if (!trimmed) return setName(null);
    void run(async () => {
      await rename({ idea_id: idea.idea_id, idea_name: trimmed });
      setName(null);
    });
  };

  return (
    <div
      data-testid="idea-toolbar"
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-6 py-2"
    >
      {name === null ? (
        <Button size="sm" variant="ghost" data-testid="idea-rename" onClick={() => setName(idea.idea_name)}>
          重命名
        </Button>
      ) : (
        <form onSubmit={submitName} className="flex items-center gap-2">
          <label className="sr-only" htmlFor="idea-name-input">
            创意名称
          </label>
          <input
            id="idea-name-input"
            data-testid="idea-name-input"
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
            className="h-8 w-48 rounded-lg border border-slate-300 px-2 text-sm focus:border-brand-500 focus:outline-none"
          />
          <Button type="submit" size="sm" loading={busy} data-testid="idea-name-save">
            保存
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setName(null)}>
            取消
          </Button>
        </form>
      )}
      <fieldset
        aria-label="编辑方式"
        className="ml-2 flex overflow-hidden rounded-lg border border-slate-200"
      >
        {EDIT_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            data-testid={`idea-switch-${t}`}
            aria-pressed={t === current}
            disabled={t === current || busy}
            onClick={() => setSwitching(t)}
            className={`px-3 py-1 text-xs ${
              t === current ? 'bg-brand-600 text-white' : 'bg-white text-slate-600 hover:bg-slate-50'
            }`}
          >
            {EditTypeLabel[t]}
          </button>
        ))}
      </fieldset>
      <Button
        size="sm"
        variant="ghost"
        className="ml-auto"
        data-testid="idea-delete"
        onClick={() => setDeleting(true)}
      >
        删除
      </Button>
      <ConfirmDialog
        open={switching !== null}
        title={`切换为「${switching ? EditTypeLabel[switching] : ''}」编辑`}
        message={switching ? switchMessage(current, switching) : ''}
        confirmLabel="切换"
        onConfirm={() => {
          const to = switching;
          setSwitching(null);
          if (to) void run(() => modelSwitch({ idea_id: idea.idea_id, edit_type: to }));
        }}
        onCancel={() => setSwitching(null)}
      />
      <ConfirmDialog
        open={deleting}
        title="删除创意文档"
        message={`确定删除「${idea.idea_name}」吗？团队成员将无法再打开它。`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          setDeleting(false);
          void run(async () => {
            await remove({ idea_id: idea.idea_id });
            onDeleted();
          });
        }}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
