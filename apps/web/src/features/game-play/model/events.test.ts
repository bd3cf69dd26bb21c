import type { TGameEventItem } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { playBoard } from './board';
import { addCoverage, emptyCoverage } from './coverage';
import { MAX_EVENT_FIRINGS } from './events';
import { choose, innStory, play } from './fixtures';
import { currentStep, startPlay, stepBack } from './runner';
import type { PlayBoard, PlaySession } from './types';
import { initialValues } from './values';

const withEvents = (...events: TGameEventItem[]) => playBoard({ ...innStory(), events });
const firstMeeting: TGameEventItem = {
  event_id: 'ev1',
  event_name: '初见',
  trigger: 'ENTER_NODE',
  node_id: 'p',
  once: true,
  assignments: [{ var_id: 'gold', op: '+=', value: 1 }],
};
const begin = (b: PlayBoard) => startPlay(b, 's', initialValues(b));
const eventLines = (s: PlaySession) => currentStep(s).lines.filter((l) => l.kind === 'event');

describe('board events in the play-test console', () => {
  it('fires on entering a node: its changes are in the step before/after, its message in the transcript', () => {
    const b = withEvents({
      event_id: 'ev1',
      event_name: '进店',
      trigger: 'ENTER_NODE',
      node_id: 'p',
      assignments: [{ var_id: 'gold', op: '+=', value: 5 }],
      message: '掌柜送你{金币}文',
    });
    const s = play(b, begin(b), choose('s>p'));
    const step = currentStep(s);
    expect(step.before.vars.gold).toBe(10);
    expect(step.after.vars.gold).toBe(15);
    expect(eventLines(s)).toEqual([{ kind: 'event', event: '进店', text: '掌柜送你15文' }]);
    expect(step.fired).toEqual(['ev1']);
  });

  it('fires on leaving a node, before the next node is entered', () => {
    const b = withEvents({
      event_id: 'ev1',
      event_name: '离店',
      trigger: 'LEAVE_NODE',
      node_id: 'p',
      assignments: [{ var_id: 'courage', op: '+=', value: 1 }],
    });
    let s = play(b, begin(b), choose('s>p'));
    expect(currentStep(s).fired).toBeUndefined();
    s = play(b, s, choose('p>set'));
    // Leave: 1 + 1, then the SET node: + 2.
    expect(currentStep(s).after.vars.courage).toBe(4);
    expect(eventLines(s)).toEqual([{ kind: 'event', event: '离店', text: '' }]);
  });

  it('fires a condition event when its condition becomes true, and its changes open choices', () => {
    const b = withEvents({
      event_id: 'brave',
      event_name: '胆气',
      trigger: 'CONDITION',
      condition: { var_id: 'courage', op: '>=', value: 3 },
      assignments: [{ var_id: 'courage', op: '+=', value: 2 }],
    });
    let s = play(b, begin(b), choose('s>p'));
    expect(eventLines(s)).toEqual([]);
    s = play(b, s, choose('p>set'));
    expect(currentStep(s).after.vars.courage).toBe(5);
    s = play(b, s, choose('set>b'));
    // It held already before this step: no new firing, and 勇气 5 opens the third ending.
    expect(eventLines(s)).toEqual([]);
    const p = currentStep(s).pending;
    expect(p.kind === 'choices' && p.choices.map((c) => c.label)).toContain('拔刀相向');
  });

  it('checks condition events after a set by hand too', () => {
    const b = withEvents({
      event_id: 'rich',
      event_name: '暴富',
      trigger: 'CONDITION',
      condition: { var_id: 'gold', op: '>', value: 100 },
      message: '你发财了',
    });
    const s = play(b, begin(b), { type: 'set', var_id: 'gold', value: 200 });
    expect(eventLines(s)).toEqual([{ kind: 'event', event: '暴富', text: '你发财了' }]);
  });

  it('jumps to the target node: play goes on there and the node passed through still counts as reached', () => {
    const b = withEvents({
      event_id: 'ev1',
      event_name: '传送',
      trigger: 'ENTER_NODE',
      node_id: 'p',
      target_node_id: 'e3',
    });
    const s = play(b, begin(b), choose('s>p'));
    const step = currentStep(s);
    expect(step.node_id).toBe('e3');
    expect(step.passed).toEqual(['p']);
    expect(step.edge_id).toBe('s>p');
    expect(step.pending).toEqual({ kind: 'end' });
    expect(step.lines.some((l) => l.kind === 'system' && l.text.includes('事件跳转到「拔刀」'))).toBe(true);
    const cov = addCoverage(emptyCoverage(), s.steps);
    expect([...cov.nodes].sort()).toEqual(['e3', 'p', 's']);
    expect([...cov.edges]).toEqual(['s>p']);
  });

  it('fires a fire-once event once per play-through, again after a restart', () => {
    const b = withEvents(firstMeeting);
    // A new play-through (restart) fires it again.
    let s = play(b, begin(b), choose('s>p'));
    expect(currentStep(s).after.vars.gold).toBe(11);
    const again = startPlay(b, 'p', currentStep(s).after);
    expect(currentStep(again).after.vars.gold).toBe(12);
    // Within one play-through: a loop back to p does not fire it again.
    const loop = playBoard({
      ...innStory(),
      edges: [...innStory().edges, { edge_id: 'p>s', source: 'p', target: 's' }],
      events: b.events as TGameEventItem[],
    });
    s = play(loop, begin(loop), choose('s>p'), choose('p>s'), choose('s>p'));
    expect(currentStep(s).after.vars.gold).toBe(11);
    expect(eventLines(s)).toEqual([]);
  });

  it('step back undoes the event with its step, so a fire-once event fires again', () => {
    const b = withEvents(firstMeeting);
    let s = play(b, begin(b), choose('s>p'));
    s = stepBack(s);
    expect(currentStep(s).after.vars.gold).toBe(10);
    s = play(b, s, choose('s>p'));
    expect(currentStep(s).after.vars.gold).toBe(11);
    expect(eventLines(s)).toHaveLength(1);
  });

  it('stops an event loop after a bounded number of firings and says so', () => {
    const b = withEvents({
      event_id: 'loop',
      event_name: '回旋',
      trigger: 'ENTER_NODE',
      node_id: 'p',
      target_node_id: 'p',
      assignments: [{ var_id: 'gold', op: '+=', value: 1 }],
    });
    const s = play(b, begin(b), choose('s>p'));
    const step = currentStep(s);
    expect(step.fired).toHaveLength(MAX_EVENT_FIRINGS);
    expect(step.after.vars.gold).toBe(10 + MAX_EVENT_FIRINGS);
    expect(step.node_id).toBe('p');
    expect(step.lines.some((l) => l.kind === 'system' && l.text.includes('循环'))).toBe(true);
    expect(step.pending).toEqual({
      kind: 'choices',
      choices: [{ id: 'p>set', target: 'set', label: '继续' }],
    });
  });

  it('ignores malformed events on the board', () => {
    const b = playBoard({ ...innStory(), events: [{ event_id: 'x' }] });
    expect(b.events).toEqual([]);
  });
});
