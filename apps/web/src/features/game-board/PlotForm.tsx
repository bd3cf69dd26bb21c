import { useCallMutation } from '@juzuo/api-client/react';
import {
  DubbingStateLabel,
  gameParsePlotAction,
  PlotActionTypeLabel,
  type TDubbingState,
  type TGamePlotAction,
  type TPlotActionType,
} from '@juzuo/schemas';
import { useState } from 'react';
import type * as Y from 'yjs';
import { Button } from '../../components/Button';
import type { BoardNode } from './boardModel';
import { Choice, LiveText, Problem, Section } from './formParts';
import { linesFromParsed, newPlotAction, plotLineProblem, withRole } from './formRules';
import { appendEntries, moveEntry, removeEntry, setEntryField } from './listModel';
import { VoiceFields } from './VoiceFields';

const TYPES = Object.keys(PlotActionTypeLabel) as TPlotActionType[];

/** Props of the PLOT form. */
export interface PlotFormProps {
  doc: Y.Doc;
  boardId: string;
  node: BoardNode;
  /** ROLE_DESIGN nodes of the board: the roles a dialogue line can choose (hasVoice: a timbre is set). */
  roles: readonly { id: string; name: string; hasVoice?: boolean }[];
  readOnly: boolean;
}

/**
 * The lines of a PLOT node: dialogue (with a role), description and narration, each with its voice
 * fields and the dubbing check's message (spec 02 section 5); script text pasted in is split into
 * lines by parse_plot_action.
 */
export function PlotForm({ doc, boardId, node, roles, readOnly }: PlotFormProps) {
  const actions = (Array.isArray(node.fields.actions) ? node.fields.actions : []) as TGamePlotAction[];
  const set = (i: number, key: string, value: unknown) =>
    setEntryField(doc, node.id, 'actions', i, key, value);
  const setRole = (i: number, action: TGamePlotAction, roleId: string) => {
    const role = roles.find((r) => r.id === roleId) ?? null;
    const next = withRole(action, role);
    set(i, 'role_id', next.role_id);
    set(i, 'role_name', next.role_name);
  };
  return (
    <Section title={`台词（${actions.length}）`}>
      <ol className="space-y-3">
        {actions.map((action, i) => (
          <li
            key={action.line_id ?? i}
            data-testid="plot-line"
            data-line-id={action.line_id}
            className="space-y-2 rounded-md border border-slate-200 p-2"
          >
            <div className="flex items-center gap-1">
              <select
                aria-label="台词类型"
                data-testid="plot-line-type"
                disabled={readOnly}
                value={action.action_type}
                onChange={(e) => set(i, 'action_type', e.target.value)}
                className="rounded border border-slate-300 px-1 py-0.5 text-xs"
              >
                {TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PlotActionTypeLabel[t]}
                  </option>
                ))}
              </select>
              {action.dubbing_state && (
                <span className="text-xs text-slate-500">
                  {DubbingStateLabel[action.dubbing_state as TDubbingState]}
                </span>
              )}
              {!readOnly && (
                <span className="ml-auto flex gap-1 text-xs">
                  <button
                    type="button"
                    aria-label="上移"
                    onClick={() => moveEntry(doc, node.id, 'actions', i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label="下移"
                    onClick={() => moveEntry(doc, node.id, 'actions', i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label="删除台词"
                    className="text-red-600"
                    onClick={() => removeEntry(doc, node.id, 'actions', i)}
                  >
                    ✕
                  </button>
                </span>
              )}
            </div>
            {action.action_type === 'DIALOG' && (
              <Choice
                label="角色"
                value={action.role_id ?? ''}
                empty={roles.length === 0 ? '（先添加「角色设定」节点）' : '选择角色'}
                options={roles.map((r) => ({ value: r.id, label: r.name }))}
                onChange={(v) => setRole(i, action, v)}
                readOnly={readOnly}
                testId="plot-line-role"
              />
            )}
            <LiveText
              label="内容"
              multiline
              maxLength={2000}
              value={action.msg ?? ''}
              onChange={(v) => set(i, 'msg', v)}
              readOnly={readOnly}
              testId="plot-line-msg"
            />
            <Problem
              text={plotLineProblem(
                action,
                roles.find((r) => r.id === action.role_id),
              )}
              testId="plot-line-problem"
            />
            <Voice action={action} onSet={(k, v) => set(i, k, v)} readOnly={readOnly} />
          </li>
        ))}
      </ol>
      {!readOnly && (
        <div className="flex flex-wrap gap-1">
          {TYPES.map((t) => (
            <Button
              key={t}
              size="sm"
              variant="secondary"
              data-testid={`plot-add-${t}`}
              onClick={() => appendEntries(doc, node.id, 'actions', [newPlotAction(t)])}
            >
              ＋{PlotActionTypeLabel[t]}
            </Button>
          ))}
        </div>
      )}
      {!readOnly && <PasteScript doc={doc} boardId={boardId} nodeId={node.id} roles={roles} />}
    </Section>
  );
}

/** The voice fields of a line, folded away until asked for. */
function Voice({
  action,
  onSet,
  readOnly,
}: {
  action: TGamePlotAction;
  onSet: (key: string, value: unknown) => void;
  readOnly: boolean;
}) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-slate-500">配音设置</summary>
      <div className="mt-2">
        <VoiceFields voice={action} onSet={onSet} readOnly={readOnly} />
      </div>
    </details>
  );
}

/** Pasted script text split into lines by the service (the script conventions), appended in order. */
function PasteScript({
  doc,
  boardId,
  nodeId,
  roles,
}: {
  doc: Y.Doc;
  boardId: string;
  nodeId: string;
  roles: readonly { id: string; name: string }[];
}) {
  const parse = useCallMutation(gameParsePlotAction);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const parsed = await parse({ board_id: boardId, text });
      appendEntries(doc, nodeId, 'actions', linesFromParsed(parsed.list, roles));
      setText('');
    } catch {
      // The client's error catalogue shows why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-slate-500">粘贴剧本拆分台词</summary>
      <textarea
        aria-label="剧本内容"
        value={text}
        rows={4}
        onChange={(e) => setText(e.target.value)}
        className="mt-2 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
        placeholder={'李四：你来了。\n△夜，客栈。'}
      />
      <Button size="sm" variant="secondary" loading={busy} disabled={text.trim() === ''} onClick={run}>
        拆分并添加
      </Button>
    </details>
  );
}
