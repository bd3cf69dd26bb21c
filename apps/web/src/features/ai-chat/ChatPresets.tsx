import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  ChatTemplateTypeLabel,
  chatAiInstructionList,
  chatTemplateList,
  chatWorkBindTemplate,
  chatWorkInstructionList,
  chatWorkUnbindTemplate,
  type TChatInstruction,
} from '@juzuo/schemas';
import { useState } from 'react';
import { toast } from '../../stores/toast';

const field =
  'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none';

/**
 * The chat's presets for one work: its writing instructions and the general ones (quick
 * instructions), and the template in use, which starts as the work's bound template
 * (work_bind_template) and stays the writer's choice once they pick another.
 */
export function useChatPresets(workId: string | undefined) {
  const work = useCall(chatWorkInstructionList, workId ? { work_id: workId } : null).data;
  const general = useCall(chatAiInstructionList, {}).data?.list ?? [];
  const bound = work?.template?.template_id ?? '';
  // The writer's pick holds while the binding it was made against stands: a change of the binding
  // (by anyone) shows the new one.
  const [chosen, setChosen] = useState<{ over: string; id: string } | null>(null);
  return {
    instructions: [...(work?.list ?? []), ...general],
    templateId: chosen && chosen.over === bound ? chosen.id : bound,
    boundId: bound,
    canBind: work?.can_bind === 1,
    choose: (id: string) => setChosen({ over: bound, id }),
  };
}

/** The quick instructions: one click asks; those about selected words wait for a selection. */
export function QuickInstructions({
  instructions,
  hasSelection,
  disabled,
  onRun,
}: {
  instructions: TChatInstruction[];
  hasSelection: boolean;
  disabled: boolean;
  onRun: (instruction: TChatInstruction) => void;
}) {
  if (instructions.length === 0) return null;
  return (
    <div data-testid="ai-chat-instructions" className="flex max-h-20 flex-wrap gap-1 overflow-y-auto">
      {instructions.map((i) => {
        const waiting = i.needs_selection === 1 && !hasSelection;
        return (
          <button
            key={i.instruction_id}
            type="button"
            data-testid="ai-chat-instruction"
            title={waiting ? '请先在正文中选中文字' : i.query}
            disabled={disabled || waiting}
            className="rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-600 hover:border-brand-400 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
            onClick={() => onRun(i)}
          >
            {i.title}
          </button>
        );
      })}
    </div>
  );
}

/** The template picker: the work's bound template preselected; members who edit the work rebind it. */
export function TemplatePicker({
  workId,
  presets,
  onPicked,
}: {
  workId: string | undefined;
  presets: ReturnType<typeof useChatPresets>;
  /** The example question of a newly picked template (the input takes it when empty). */
  onPicked: (example: string) => void;
}) {
  const templates = useCall(chatTemplateList, {}).data?.list ?? [];
  const bind = useCallMutation(chatWorkBindTemplate);
  const unbind = useCallMutation(chatWorkUnbindTemplate);
  const { templateId, boundId, canBind } = presets;
  const rebind = async () => {
    if (!workId) return;
    if (templateId) await bind({ work_id: workId, template_id: templateId });
    else await unbind({ work_id: workId });
    toast.success(templateId ? '已设为本作品的默认模板' : '已取消本作品的默认模板');
  };
  return (
    <div className="space-y-1">
      <select
        aria-label="对话模板"
        data-testid="ai-chat-template"
        className={field}
        value={templateId}
        onChange={(e) => {
          presets.choose(e.target.value);
          const t = templates.find((x) => x.template_id === e.target.value);
          if (t) onPicked(t.example);
        }}
      >
        <option value="">不使用模板</option>
        {templates.map((t) => (
          <option key={t.template_id} value={t.template_id}>
            {ChatTemplateTypeLabel[t.type]}：{t.title}
            {t.template_id === boundId ? '（作品默认）' : ''}
          </option>
        ))}
      </select>
      {canBind && workId && templateId !== boundId && (
        <button
          type="button"
          data-testid="ai-chat-template-bind"
          className="text-xs text-brand-600 hover:underline"
          onClick={() => void rebind().catch(() => {})}
        >
          {templateId ? '设为本作品的默认模板' : '取消本作品的默认模板'}
        </button>
      )}
    </div>
  );
}
