import { GameEventTrigger, type TGameEventItem, type TGameEventTrigger } from '@juzuo/schemas';
import { nodeTitle } from './board';
import { applyAssignments, enterStep, waysForward } from './step';
import type { PlayBoard, PlayLine, PlayPending, PlayStep, PlayValues } from './types';
import { conditionHolds, interpolate } from './values';

/**
 * The board's events (控制台) in the play-test console. Within one step: the node left fires its
 * LEAVE_NODE events, the node entered applies its own assignments then fires its ENTER_NODE events,
 * then CONDITION events whose condition holds now but did not before the step fire (each at most once
 * per step, checked again after every firing). A jump leaves the node for its target the same way.
 * Fire-once events fire once per play-through (the steps' `fired` lists say which did).
 */

/** Firings one step allows before it stops (an event that re-triggers itself, or two that jump in a ring). */
export const MAX_EVENT_FIRINGS = 20;

/** What a step accumulates while its events run. */
interface Run {
  /** The values before the step's action (CONDITION events compare with them). */
  before: PlayValues;
  values: PlayValues;
  lines: PlayLine[];
  fired: string[];
  /** Events fired by earlier steps of the play-through. */
  earlier: ReadonlySet<string>;
  stopped: boolean;
}

/** The events fired by the steps of a play-through. */
export const firedIn = (steps: readonly PlayStep[]): ReadonlySet<string> =>
  new Set(steps.flatMap((s) => s.fired ?? []));

const nodeEvents = (board: PlayBoard, trigger: TGameEventTrigger, nodeId: string) =>
  board.events.filter((e) => e.trigger === trigger && e.node_id === nodeId);

/** Fires one event: its changes, its line, and where it jumps (undefined for nowhere). */
function fire(board: PlayBoard, run: Run, ev: TGameEventItem): string | undefined {
  if (run.stopped) return undefined;
  if (ev.once && (run.earlier.has(ev.event_id) || run.fired.includes(ev.event_id))) return undefined;
  if (run.fired.length >= MAX_EVENT_FIRINGS) {
    run.stopped = true;
    run.lines.push({
      kind: 'system',
      text: `事件在这一步已触发${MAX_EVENT_FIRINGS}次，可能互相循环触发，已停止执行后续事件`,
    });
    return undefined;
  }
  run.fired.push(ev.event_id);
  const { after, lines } = applyAssignments(board, run.values, ev.assignments ?? []);
  run.values = after;
  const message = ev.message?.trim() ? interpolate(board, after, ev.message) : '';
  run.lines.push({ kind: 'event', event: ev.event_name, text: message }, ...lines);
  const target = ev.target_node_id;
  if (!target) return undefined;
  if (board.nodes.has(target)) return target;
  run.lines.push({ kind: 'system', text: `事件「${ev.event_name}」的跳转目标节点不存在，未跳转` });
  return undefined;
}

/** Fires events in board order; the first jump among them wins. */
function fireAll(board: PlayBoard, run: Run, events: readonly TGameEventItem[]): string | undefined {
  let jump: string | undefined;
  for (const ev of events) {
    const to = fire(board, run, ev);
    jump ??= to;
  }
  return jump;
}

/** CONDITION events that became true in this step, until none is left to fire; the first jump wins. */
function conditionEvents(board: PlayBoard, run: Run): string | undefined {
  let jump: string | undefined;
  for (;;) {
    const due = board.events.find(
      (e) =>
        e.trigger === GameEventTrigger.CONDITION &&
        e.condition &&
        !run.fired.includes(e.event_id) &&
        !(e.once && run.earlier.has(e.event_id)) &&
        conditionHolds(board, run.values, e.condition) &&
        !conditionHolds(board, run.before, e.condition),
    );
    if (!due || run.stopped) return jump;
    const to = fire(board, run, due);
    jump ??= to;
  }
}

/** The ways forward at the step's node with the values as the events left them. */
function settled(board: PlayBoard, step: PlayStep, values: PlayValues): PlayPending {
  const node = board.nodes.get(step.node_id);
  if (!node || step.pending.kind === 'input' || step.pending.kind === 'end') return step.pending;
  return waysForward(board, values, node);
}

/** Moves from `leaving` (none at the start) into `target`, following the events' jumps. */
function travel(board: PlayBoard, run: Run, leaving: string | undefined, target: string) {
  const passed: string[] = [];
  let from = leaving;
  let to = target;
  for (;;) {
    const away = from ? fireAll(board, run, nodeEvents(board, GameEventTrigger.LEAVE_NODE, from)) : undefined;
    if (away) {
      run.lines.push({ kind: 'system', text: `事件跳转到「${nodeTitle(board.nodes.get(away))}」` });
      to = away;
    }
    const entered = enterStep(board, run.values, to);
    run.values = entered.after;
    run.lines.push(...entered.lines);
    const jump =
      fireAll(board, run, nodeEvents(board, GameEventTrigger.ENTER_NODE, to)) ?? conditionEvents(board, run);
    if (!jump || run.stopped) return { entered, passed };
    run.lines.push({ kind: 'system', text: `事件跳转到「${nodeTitle(board.nodes.get(jump))}」` });
    passed.push(to);
    from = to;
    to = jump;
  }
}

const newRun = (before: PlayValues, earlier: ReadonlySet<string>): Run => ({
  before,
  values: before,
  lines: [],
  fired: [],
  earlier,
  stopped: false,
});

/** The step of moving into a node (from `leaving`, through `edgeId` when an edge was followed), events run. */
export function moveStep(
  board: PlayBoard,
  earlier: ReadonlySet<string>,
  before: PlayValues,
  target: string,
  leaving?: string,
  edgeId?: string,
): PlayStep {
  const run = newRun(before, earlier);
  const { entered, passed } = travel(board, run, leaving, target);
  return {
    ...entered,
    ...(edgeId ? { edge_id: edgeId } : {}),
    before,
    after: run.values,
    lines: run.lines,
    pending: settled(board, entered, run.values),
    ...(run.fired.length > 0 ? { fired: run.fired } : {}),
    ...(passed.length > 0 ? { passed } : {}),
  };
}

/** A step that stayed at its node (input, buy, set) with the CONDITION events it made true run. */
export function stayStep(board: PlayBoard, earlier: ReadonlySet<string>, step: PlayStep): PlayStep {
  const run = { ...newRun(step.before, earlier), values: step.after, lines: [...step.lines] };
  const jump = conditionEvents(board, run);
  if (run.fired.length === 0) return step;
  if (!jump || run.stopped)
    return {
      ...step,
      after: run.values,
      lines: run.lines,
      pending: settled(board, step, run.values),
      fired: run.fired,
    };
  run.lines.push({ kind: 'system', text: `事件跳转到「${nodeTitle(board.nodes.get(jump))}」` });
  const { entered, passed } = travel(board, run, step.node_id, jump);
  return {
    ...step,
    node_id: entered.node_id,
    after: run.values,
    lines: run.lines,
    pending: settled(board, entered, run.values),
    fired: run.fired,
    passed: [step.node_id, ...passed],
  };
}
