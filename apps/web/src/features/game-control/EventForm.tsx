import {
  AssignOp,
  ConditionOp,
  GameEventTriggerLabel,
  type TGameAssignment,
  type TGameEventItem,
  type TGameEventTrigger,
  type TGameNode,
  type TGameVariable,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { varNameOf } from './describe';

const INPUT = 'h-8 rounded-md border border-slate-300 bg-white px-2 text-sm';

/** What the form sends (the event's fields; the caller adds board_id and event_id). */
export type EventDraft = Omit<TGameEventItem, 'event_id'>;

/** A value typed into a condition or assignment: a number when it reads as one, else the text. */
const typedValue = (text: string): number | string => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
};

/** Props of EventForm. */
export interface EventFormProps {
  initial?: TGameEventItem;
  nodes: readonly TGameNode[];
  variables: readonly TGameVariable[];
  nodeName: (id: string) => string;
  onSave: (draft: EventDraft) => Promise<void>;
  onCancel: () => void;
}

/** An event's form: its name, what starts it (a node entered or left, or a condition), and what it does. */
export function EventForm({ initial, nodes, variables, nodeName, onSave, onCancel }: EventFormProps) {
  const [name, setName] = useState(initial?.event_name ?? '');
  const [trigger, setTrigger] = useState<TGameEventTrigger>(initial?.trigger ?? 'ENTER_NODE');
  const [nodeId, setNodeId] = useState(initial?.node_id ?? '');
  const [cond, setCond] = useState({
    var_id: initial?.condition?.var_id ?? variables[0]?.var_id ?? '',
    op: initial?.condition?.op ?? ConditionOp.GE,
    value: String(initial?.condition?.value ?? ''),
  });
  const [assignments, setAssignments] = useState<{ var_id: string; op: string; value: string }[]>(
    (initial?.assignments ?? []).map((a) => ({ ...a, value: String(a.value) })),
  );
  const [message, setMessage] = useState(initial?.message ?? '');
  const [target, setTarget] = useState(initial?.target_node_id ?? '');
  const [once, setOnce] = useState(initial?.once ?? false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSave({
        event_name: name,
        trigger,
        ...(trigger !== 'CONDITION' && nodeId ? { node_id: nodeId } : {}),
        ...(trigger === 'CONDITION'
          ? { condition: { var_id: cond.var_id, op: cond.op, value: typedValue(cond.value) } }
          : {}),
        assignments: assignments.map((a) => ({ ...a, value: typedValue(a.value) }) as TGameAssignment),
        ...(message ? { message } : {}),
        ...(target ? { target_node_id: target } : {}),
        once,
      });
    } finally {
      setBusy(false);
    }
  };
  const varOptions = variables.map((v) => (
    <option key={v.var_id} value={v.var_id}>
      {varNameOf(v)}
    </option>
  ));
  const nodeOptions = nodes.map((n) => (
    <option key={n.node_id} value={n.node_id}>
      {nodeName(n.node_id)}
    </option>
  ));
  return (
    <form onSubmit={submit} data-testid="event-form" className="space-y-3 bg-slate-50 p-4 text-sm">
      <label className="block">
        <span className="mb-1 block text-xs text-slate-600">事件名称</span>
        <input
          data-testid="event-name"
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.target.value)}
          placeholder="如：好感度满值告白"
          className={`${INPUT} w-full`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-600">触发</span>
        <select
          data-testid="event-trigger"
          value={trigger}
          onChange={(e) => setTrigger(e.target.value as TGameEventTrigger)}
          className={INPUT}
        >
          {Object.entries(GameEventTriggerLabel).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
        {trigger === 'CONDITION' ? (
          <>
            <select
              aria-label="条件变量"
              data-testid="event-cond-var"
              value={cond.var_id}
              onChange={(e) => setCond({ ...cond, var_id: e.target.value })}
              className={INPUT}
            >
              {varOptions}
            </select>
            <select
              aria-label="比较"
              value={cond.op}
              onChange={(e) => setCond({ ...cond, op: e.target.value as typeof cond.op })}
              className={INPUT}
            >
              {Object.values(ConditionOp).map((op) => (
                <option key={op} value={op}>
                  {op}
                </option>
              ))}
            </select>
            <input
              aria-label="条件值"
              data-testid="event-cond-value"
              value={cond.value}
              onChange={(e) => setCond({ ...cond, value: e.target.value })}
              className={`${INPUT} w-20`}
            />
          </>
        ) : (
          <select
            aria-label="节点"
            data-testid="event-node"
            value={nodeId}
            onChange={(e) => setNodeId(e.target.value)}
            className={`${INPUT} min-w-0 flex-1`}
          >
            <option value="">选择节点</option>
            {nodeOptions}
          </select>
        )}
      </div>
      <fieldset className="space-y-1.5">
        <legend className="mb-1 text-xs text-slate-600">修改变量</legend>
        {assignments.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: assignments have no id; the index is their place
          <div key={i} data-testid="event-assignment" className="flex items-center gap-1.5">
            <select
              aria-label="变量"
              value={a.var_id}
              onChange={(e) =>
                setAssignments(assignments.map((x, j) => (j === i ? { ...x, var_id: e.target.value } : x)))
              }
              className={`${INPUT} min-w-0 flex-1`}
            >
              {varOptions}
            </select>
            <select
              aria-label="操作"
              value={a.op}
              onChange={(e) =>
                setAssignments(assignments.map((x, j) => (j === i ? { ...x, op: e.target.value } : x)))
              }
              className={INPUT}
            >
              {Object.values(AssignOp).map((op) => (
                <option key={op} value={op}>
                  {op}
                </option>
              ))}
            </select>
            <input
              aria-label="值"
              data-testid="event-assignment-value"
              value={a.value}
              onChange={(e) =>
                setAssignments(assignments.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))
              }
              className={`${INPUT} w-20`}
            />
            <button
              type="button"
              aria-label="移除"
              className="px-1 text-xs text-slate-400 hover:text-rose-600"
              onClick={() => setAssignments(assignments.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </div>
        ))}
        {variables[0] ? (
          <Button
            size="sm"
            variant="secondary"
            data-testid="event-add-assignment"
            onClick={() =>
              setAssignments([
                ...assignments,
                { var_id: variables[0]?.var_id ?? '', op: AssignOp.ADD, value: '1' },
              ])
            }
          >
            添加赋值
          </Button>
        ) : (
          <p className="text-xs text-slate-500">画布还没有变量，先在故事线的「变量」里新建。</p>
        )}
      </fieldset>
      <label className="block">
        <span className="mb-1 block text-xs text-slate-600">提示玩家（可选）</span>
        <textarea
          data-testid="event-message"
          value={message}
          maxLength={2000}
          rows={2}
          onChange={(e) => setMessage(e.target.value)}
          className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-w-0 flex-1 items-center gap-2">
          <span className="shrink-0 text-xs text-slate-600">然后跳转到</span>
          <select
            aria-label="跳转到"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            className={`${INPUT} min-w-0 flex-1`}
          >
            <option value="">不跳转</option>
            {nodeOptions}
          </select>
        </label>
        <label className="flex items-center gap-1 text-xs text-slate-600">
          <input
            type="checkbox"
            data-testid="event-once"
            checked={once}
            onChange={(e) => setOnce(e.target.checked)}
          />
          每次游玩只触发一次
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          取消
        </Button>
        <Button size="sm" type="submit" loading={busy} data-testid="event-save">
          保存事件
        </Button>
      </div>
    </form>
  );
}
