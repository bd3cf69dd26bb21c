import { Handle, type NodeProps, Position, useStore } from '@xyflow/react';
import { memo } from 'react';
import { nodeTexts } from './boardQueries';
import { useBoardView } from './boardView';
import type { GameFlowNode } from './flowMapping';
import { KIND_LOOK } from './nodeKinds';
import { OVERVIEW_BELOW } from './overview';

/** Below this zoom a card shows only its colour and name (a 2,000-node board stays fluid). */
const SIMPLE_BELOW = 0.45;
/** How much of a card the zoom leaves worth drawing: all, colour and name, or the colour alone. */
const detailOf = (s: { transform: [number, number, number] }) =>
  s.transform[2] < OVERVIEW_BELOW ? 'box' : s.transform[2] < SIMPLE_BELOW ? 'name' : 'full';

/** One node on the board: its kind's glyph and colour, name, first line, others' holds, checker marks. */
export const GameNodeCard = memo(function GameNodeCard({ id, data, selected }: NodeProps<GameFlowNode>) {
  const { node } = data;
  const look = KIND_LOOK[node.kind];
  const detail = useStore(detailOf);
  const view = useBoardView();
  const holds = view.holds.get(id) ?? [];
  const flagged = view.flagged.has(id);
  const name =
    typeof node.fields.name === 'string' && node.fields.name !== '' ? node.fields.name : look.label;
  const ring = flagged
    ? 'ring-2 ring-red-500'
    : selected
      ? 'ring-2 ring-brand-500'
      : holds[0]
        ? 'ring-2'
        : 'ring-1 ring-slate-200';
  const holdColor =
    !flagged && !selected && holds[0] ? { ['--tw-ring-color' as string]: holds[0].color } : {};
  const marks = { 'data-node-id': id, 'data-kind': node.kind, 'data-x': node.x, 'data-y': node.y };
  if (detail === 'box')
    // The overview: one box of the kind's colour, no text, shadow or rounding to lay out and paint
    // 2,000 times; a ring only where there is something to see (a mark, the selection, a hold). The
    // handles stay (hidden), so xyflow keeps their places for the edges once zoomed back in.
    return (
      <div
        data-testid="game-node"
        {...marks}
        data-flagged={flagged || undefined}
        className={`relative h-14 w-[200px] ${flagged || selected || holds[0] ? ring : ''}`}
        style={{ background: look.color, ...holdColor }}
      >
        {node.kind !== 'START' && <Handle type="target" position={Position.Left} className="invisible" />}
        {node.kind !== 'END' && <Handle type="source" position={Position.Right} className="invisible" />}
      </div>
    );
  return (
    <div
      data-testid="game-node"
      {...marks}
      data-flagged={flagged || undefined}
      className={`relative w-[200px] rounded-lg bg-white shadow-sm ${ring}`}
      style={holdColor}
    >
      {node.kind !== 'START' && <Handle type="target" position={Position.Left} />}
      <div className="h-1.5 rounded-t-lg" style={{ background: look.color }} />
      {detail === 'name' ? (
        <div
          data-testid="game-node-name"
          className="truncate px-3 py-3 text-base font-semibold"
          style={{ color: look.color }}
        >
          {name}
        </div>
      ) : (
        <div className="px-3 py-2">
          <div className="flex items-center gap-1.5 text-xs" style={{ color: look.color }}>
            <span aria-hidden>{look.icon}</span>
            <span>{look.label}</span>
          </div>
          <div data-testid="game-node-name" className="mt-0.5 truncate text-sm font-medium text-slate-900">
            {name}
          </div>
          <Preview texts={nodeTexts(node).slice(typeof node.fields.name === 'string' ? 1 : 0)} />
        </div>
      )}
      {holds.length > 0 && (
        <div className="absolute -top-5 left-0 flex gap-1">
          {holds.map((h) => (
            <span
              key={h.userId}
              data-testid="game-node-hold"
              className="rounded px-1 text-[10px] leading-4 text-white"
              style={{ background: h.color }}
            >
              {h.name}
              {h.dragging ? ' 拖动中' : ''}
            </span>
          ))}
        </div>
      )}
      {node.kind !== 'END' && <Handle type="source" position={Position.Right} />}
    </div>
  );
});

function Preview({ texts }: { texts: string[] }) {
  const first = texts[0];
  if (!first) return null;
  return <div className="mt-0.5 line-clamp-2 text-xs text-slate-500">{first}</div>;
}
