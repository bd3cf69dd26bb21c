import { GAME_GROUP_TITLE_MAX } from '@juzuo/schemas';
import { type NodeProps, NodeResizer } from '@xyflow/react';
import { createContext, memo, useContext, useState } from 'react';
import type { FrameFlowNode } from './flowMapping';
import { type Box, FRAME_MIN } from './groups';

/** What a frame may do to the board: rename, resize, remove (absent when the board is read-only). */
export interface FrameActions {
  rename: (groupId: string, title: string) => void;
  resized: (groupId: string, box: Box) => void;
  remove: (groupId: string) => void;
}

/** The frame actions of the open board, or null when it is read-only. */
export const FrameActionsContext = createContext<FrameActions | null>(null);

// The body lets pointers through (the node wrapper has pointer-events: none), so nodes inside stay
// clickable and the pane pans; the title bar and the resize handles take them back.
const TAKE_POINTER = { pointerEvents: 'all' } as const;

/** A titled group frame behind its nodes: drag by the title bar, double-click the title to rename. */
export const GroupFrame = memo(function GroupFrame({ data, selected }: NodeProps<FrameFlowNode>) {
  const { group } = data;
  const actions = useContext(FrameActionsContext);
  const [editing, setEditing] = useState(false);
  const title = group.title || '未命名分组';
  return (
    <div
      data-testid="game-frame"
      data-group-id={group.id}
      data-x={group.x}
      data-y={group.y}
      data-width={group.width}
      data-height={group.height}
      className={`h-full w-full rounded-xl border-2 bg-slate-400/10 ${selected ? 'border-brand-500' : 'border-slate-300'}`}
    >
      {actions && (
        <NodeResizer
          isVisible={selected}
          minWidth={FRAME_MIN.width}
          minHeight={FRAME_MIN.height}
          handleStyle={TAKE_POINTER}
          lineStyle={TAKE_POINTER}
          onResizeEnd={(_e, p) => actions.resized(group.id, p)}
        />
      )}
      <div
        className="game-frame-handle flex h-9 cursor-move items-center gap-2 rounded-t-xl bg-slate-200/80 px-3"
        style={TAKE_POINTER}
      >
        {editing && actions ? (
          <input
            autoFocus
            aria-label="分组标题"
            data-testid="game-frame-title-input"
            defaultValue={group.title}
            maxLength={GAME_GROUP_TITLE_MAX}
            className="nodrag h-6 min-w-0 flex-1 rounded border border-slate-300 px-1.5 text-sm"
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
              if (e.key === 'Escape') setEditing(false);
            }}
            onBlur={(e) => {
              if (editing) actions.rename(group.id, e.currentTarget.value);
              setEditing(false);
            }}
          />
        ) : (
          <button
            type="button"
            data-testid="game-frame-title"
            title={actions ? '双击改名，拖动标题栏移动整组' : undefined}
            onDoubleClick={() => actions && setEditing(true)}
            onKeyDown={(e) => e.key === 'F2' && actions && setEditing(true)}
            className="min-w-0 flex-1 cursor-move truncate text-left text-sm font-semibold text-slate-700"
          >
            {title}
          </button>
        )}
        {actions && selected && !editing && (
          <button
            type="button"
            data-testid="game-frame-remove"
            title="删除分组框（保留其中的节点）"
            className="nodrag rounded px-1.5 text-xs text-slate-500 hover:bg-slate-300 hover:text-slate-800"
            onClick={() => actions.remove(group.id)}
          >
            解散
          </button>
        )}
      </div>
    </div>
  );
});
