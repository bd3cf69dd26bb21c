import { GAME_NODE_KINDS, type TGameNodeKind } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import type { BoardNode } from './boardModel';
import { searchNodes } from './boardQueries';
import { KIND_LOOK } from './nodeKinds';

/** Props of the board toolbar. */
export interface BoardToolbarProps {
  editable: boolean;
  nodes: readonly BoardNode[];
  nameOf: (id: string) => string;
  canUndo: boolean;
  canRedo: boolean;
  checking: boolean;
  onAdd: (kind: TGameNodeKind) => void;
  onJump: (id: string) => void;
  onLayout: () => void;
  /** Whether nodes are selected (a frame can be made around them). */
  canGroup: boolean;
  /** Absent where frames are not kept (the template editor): no 编组 button. */
  onGroup?: () => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Absent where the checker does not apply (a template is a fragment): no 检查 button. */
  onCheck?: () => void;
}

/** Add a node of any kind, search and jump, auto-layout, undo/redo of one's own edits, and the checker. */
export function BoardToolbar(p: BoardToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
      {p.editable && (
        <div className="flex flex-wrap gap-1" role="toolbar" aria-label="添加节点">
          {GAME_NODE_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              data-testid={`add-node-${kind}`}
              title={`添加「${KIND_LOOK[kind].label}」节点`}
              onClick={() => p.onAdd(kind)}
              className="flex items-center gap-1 rounded border border-slate-200 px-1.5 py-0.5 text-xs hover:bg-slate-50"
            >
              <span aria-hidden style={{ color: KIND_LOOK[kind].color }}>
                {KIND_LOOK[kind].icon}
              </span>
              {KIND_LOOK[kind].label}
            </button>
          ))}
        </div>
      )}
      <div className="ml-auto flex items-center gap-2">
        <Search nodes={p.nodes} nameOf={p.nameOf} onJump={p.onJump} />
        {p.editable && (
          <>
            <Button size="sm" variant="secondary" onClick={p.onLayout} data-testid="board-layout">
              自动布局
            </Button>
            {p.onGroup && (
              <Button
                size="sm"
                variant="secondary"
                disabled={!p.canGroup}
                onClick={p.onGroup}
                title="用带标题的分组框圈住选中的节点（Ctrl+G）"
                data-testid="board-group"
              >
                编组
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              disabled={!p.canUndo}
              onClick={p.onUndo}
              data-testid="board-undo"
            >
              撤销
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!p.canRedo}
              onClick={p.onRedo}
              data-testid="board-redo"
            >
              重做
            </Button>
          </>
        )}
        {p.onCheck && (
          <Button size="sm" loading={p.checking} onClick={p.onCheck} data-testid="board-check">
            检查
          </Button>
        )}
      </div>
    </div>
  );
}

/** Search nodes by name, text, plot lines or kind; a result jumps to its node. */
function Search({
  nodes,
  nameOf,
  onJump,
}: {
  nodes: readonly BoardNode[];
  nameOf: (id: string) => string;
  onJump: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const found = searchNodes(nodes, query, (n) => KIND_LOOK[n.kind].label).slice(0, 8);
  return (
    <div className="relative">
      <input
        type="search"
        aria-label="搜索节点"
        data-testid="board-search"
        placeholder="搜索节点"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && found[0]) {
            onJump(found[0].id);
            setQuery('');
          }
        }}
        className="h-7 w-44 rounded-md border border-slate-300 px-2 text-xs"
      />
      {query.trim() !== '' && (
        <ul className="absolute right-0 z-20 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {found.length === 0 && <li className="px-3 py-1.5 text-xs text-slate-400">没有匹配的节点</li>}
          {found.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                data-testid="board-search-result"
                onClick={() => {
                  onJump(n.id);
                  setQuery('');
                }}
                className="flex w-full items-center gap-2 px-3 py-1.5 text-left text-xs hover:bg-slate-50"
              >
                <span style={{ color: KIND_LOOK[n.kind].color }}>{KIND_LOOK[n.kind].icon}</span>
                <span className="truncate">{nameOf(n.id)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
