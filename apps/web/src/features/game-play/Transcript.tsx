import { PlotActionTypeLabel } from '@juzuo/schemas';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import {
  currentStep,
  type PlayAction,
  type PlayBoard,
  type PlayLine,
  type PlaySession,
  stepNodeTitle,
} from './model';

const LINE_STYLE: Record<PlayLine['kind'], string> = {
  dialog: 'text-slate-900',
  desc: 'text-slate-600 italic',
  chorus: 'text-indigo-700',
  message: 'rounded-lg bg-sky-50 px-3 py-2 text-sky-900',
  player: 'text-right text-brand-700',
  system: 'text-xs text-slate-400',
  event: 'rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900',
};

/** One line as the player reads it: a dialogue line leads with its role. */
function Line({ line }: { line: PlayLine }) {
  const lead =
    line.kind === 'dialog'
      ? `${line.role}：`
      : line.kind === 'chorus'
        ? `${PlotActionTypeLabel.CHORUS}：`
        : line.kind === 'event'
          ? `事件「${line.event}」触发${line.text ? '：' : ''}`
          : '';
  return (
    <p data-testid="play-line" data-kind={line.kind} className={`text-sm leading-6 ${LINE_STYLE[line.kind]}`}>
      {lead && <span className="font-semibold">{lead}</span>}
      {line.text}
    </p>
  );
}

/** What the story waits for: choices, the player's input, or the end. */
function Pending({
  board,
  session,
  onAct,
}: {
  board: PlayBoard;
  session: PlaySession;
  onAct(a: PlayAction): void;
}) {
  const step = currentStep(session);
  const pending = step.pending;
  const [text, setText] = useState('');
  // The ending is named: a board with several endings is played to each in turn.
  if (pending.kind === 'end')
    return (
      <p
        data-testid="play-ended"
        data-ending={stepNodeTitle(board, step)}
        className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-700"
      >
        故事结束：{stepNodeTitle(board, step)}
      </p>
    );
  if (pending.kind === 'stuck')
    return (
      <p data-testid="play-stuck" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
        无法继续：{pending.reason}
      </p>
    );
  if (pending.kind === 'input')
    return (
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onAct({ type: 'input', text });
          setText('');
        }}
      >
        <input
          data-testid="play-input"
          aria-label={pending.prompt}
          placeholder={pending.prompt}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <Button type="submit" data-testid="play-input-submit">
          提交
        </Button>
      </form>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {pending.choices.map((c) => (
        <Button
          key={c.id}
          variant="secondary"
          data-testid="play-choice"
          onClick={() => onAct({ type: 'choose', choice_id: c.id })}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
}

/** The play-through so far, node by node, with the controls of the current step. */
export function Transcript(props: {
  board: PlayBoard;
  session: PlaySession;
  refusal: string | null;
  onAct(a: PlayAction): void;
  onBack(): void;
  onRestart(): void;
}) {
  const { board, session } = props;
  const end = useRef<HTMLDivElement>(null);
  const count = session.steps.length;
  const pending = currentStep(session).pending;
  // Follow the story as it grows, like a chat.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  return (
    <section
      data-testid="play-transcript"
      className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-white"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-2">
        <h2 className="flex-1 text-sm font-semibold text-slate-900">试玩</h2>
        <Button size="sm" variant="ghost" data-testid="play-back" disabled={count < 2} onClick={props.onBack}>
          后退一步
        </Button>
        <Button size="sm" variant="ghost" data-testid="play-restart" onClick={props.onRestart}>
          重新开始
        </Button>
      </div>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3">
        {session.steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position in the play-through (steps only grow or shrink at the end)
          <div key={i} data-testid="play-step" data-node-id={step.node_id} className="space-y-1">
            {step.kind === 'enter' && (
              <p className="text-xs font-medium text-slate-400">
                #{i + 1} {stepNodeTitle(board, step)}
              </p>
            )}
            {step.lines.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step's lines never change once played
              <Line key={j} line={line} />
            ))}
          </div>
        ))}
        <div ref={end} />
      </div>
      <div className="space-y-2 border-t border-slate-100 px-4 py-3">
        {pending.kind === 'input' && <p className="text-sm text-slate-700">{pending.prompt}</p>}
        <Pending board={board} session={session} onAct={props.onAct} />
        {props.refusal && (
          <p role="alert" data-testid="play-refusal" className="text-sm text-rose-600">
            {props.refusal}
          </p>
        )}
      </div>
    </section>
  );
}
