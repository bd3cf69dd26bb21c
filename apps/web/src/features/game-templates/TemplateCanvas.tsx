import type { TGameNodeKind } from '@juzuo/schemas';
import { type Edge as CanvasEdge, type Connection, type OnConnect, useReactFlow } from '@xyflow/react';
import { useEffect, useMemo, useRef } from 'react';
import type * as Y from 'yjs';
import { FlowCanvas } from '../../components/FlowCanvas';
import { useStableCallback } from '../../lib/useStableCallback';
import { BoardToolbar } from '../game-board/BoardToolbar';
import { addNode, canConnect, connect, moveNodes, removeElements } from '../game-board/boardModel';
import { type CanvasNode, isGameNode, toFlowEdges } from '../game-board/flowMapping';
import { GameNodeCard } from '../game-board/GameNodeCard';
import { autoLayout, freeSpot, NODE_SIZE } from '../game-board/layout';
import { SelectedNodePane } from '../game-board/NodeForm';
import { useBoard } from '../game-board/useBoard';
import { useBoardHistory } from '../game-board/useBoardHistory';
import { boxOf, useCanvasNodes } from '../game-board/useCanvasNodes';
import { useNodeNames } from '../game-board/useNodeNames';
import { besideBoard } from './applySpot';

const NODE_TYPES = { game: GameNodeCard };
const NO_SELECTION: ReadonlySet<string> = new Set();
const FIT_VIEW = { maxZoom: 1, padding: 0.2 };

/** Props of TemplateCanvas. */
export interface TemplateCanvasProps {
  /** The tab's own document holding the template (templateDoc). */
  ydoc: Y.Doc;
  workId: string;
  /** The board whose variables are lent (plot scripts are parsed against it too); '' when none. */
  boardId: string;
  readOnly: boolean;
}

/**
 * A template's nodes and edges on the board's own canvas pieces: the node cards, the toolbar (add,
 * search, auto-layout, undo/redo) and the side form of the selected node. No frames and no checker:
 * a template holds neither, and a fragment has no start or end to check.
 */
export function TemplateCanvas({ ydoc, workId, boardId, readOnly }: TemplateCanvasProps) {
  const board = useBoard(ydoc);
  const canvas = useCanvasNodes(ydoc, board.nodes);
  const history = useBoardHistory(ydoc);
  const flow = useReactFlow<CanvasNode>();
  const section = useRef<HTMLElement>(null);
  const { byId, nameOf } = useNodeNames(board.nodes);
  const varName = useMemo(() => new Map(board.variables.map((v) => [v.id, v.name])), [board.variables]);
  const edges = useMemo(
    () =>
      toFlowEdges(
        board.edges,
        NO_SELECTION,
        NO_SELECTION,
        (c) => `${varName.get(String(c.var_id)) ?? '未知变量'} ${String(c.op)} ${String(c.value)}`,
      ),
    [board.edges, varName],
  );
  const selected = canvas.nodes.filter((n) => n.selected && isGameNode(n));
  const single = selected.length === 1 ? byId.get(selected[0]?.id ?? '') : undefined;

  const jump = (id: string) => {
    const n = byId.get(id);
    if (!n) return;
    canvas.select(id);
    void flow.setCenter(n.x + NODE_SIZE.width / 2, n.y + NODE_SIZE.height / 2, { zoom: 1, duration: 300 });
  };
  const add = (kind: TGameNodeKind) => {
    // Beside the selected node, else right of the whole template (a template reads left to right).
    const near = single ? { x: single.x + NODE_SIZE.width + 60, y: single.y } : besideBoard(board.nodes);
    const at = freeSpot(near, board.nodes);
    canvas.select(addNode(ydoc, kind, at.x, at.y), true);
    void flow.setCenter(at.x + NODE_SIZE.width / 2, at.y + NODE_SIZE.height / 2, {
      zoom: flow.getZoom(),
      duration: 200,
    });
  };
  const layout = () => {
    const at = autoLayout(canvas.nodes.filter(isGameNode).map(boxOf), board.edges);
    moveNodes(
      ydoc,
      [...at].map(([id, p]) => ({ id, ...p })),
    );
    requestAnimationFrame(() => void flow.fitView({ ...FIT_VIEW, duration: 200 }));
  };
  const onConnect: OnConnect = useStableCallback((c) => {
    connect(ydoc, c.source, c.target, c.sourceHandle);
  });
  const isValidConnection = useStableCallback((c: Connection | CanvasEdge) =>
    canConnect(ydoc, c.source, c.target, c.sourceHandle ?? null),
  );
  const onNodeDragStop = useStableCallback((_e: unknown, node: CanvasNode, dragged: CanvasNode[]) =>
    canvas.onDragStop(dragged.length > 0 ? dragged : [node]),
  );
  const onDelete = useStableCallback(({ nodes, edges: gone }: { nodes: CanvasNode[]; edges: CanvasEdge[] }) =>
    removeElements(
      ydoc,
      nodes.filter(isGameNode).map((n) => n.id),
      gone.map((e) => e.id),
    ),
  );
  // Open on the whole template once its nodes are drawn.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || canvas.nodes.length === 0) return;
    fitted.current = true;
    requestAnimationFrame(() => void flow.fitView(FIT_VIEW));
  }, [canvas.nodes.length, flow]);
  const { undo, redo } = history;
  useEffect(() => {
    // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y on the canvas; text fields keep their own keys.
    const onKeyDown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (readOnly || !section.current?.contains(target) || target.closest('input, textarea, select')) return;
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        e.preventDefault();
        if (key === 'y' || e.shiftKey) redo();
        else undo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [readOnly, undo, redo]);

  return (
    <section ref={section} data-testid="template-canvas" className="flex min-h-0 flex-1 flex-col">
      <BoardToolbar
        editable={!readOnly}
        nodes={board.nodes}
        nameOf={nameOf}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        checking={false}
        onAdd={add}
        onJump={jump}
        onLayout={layout}
        canGroup={false}
        onUndo={undo}
        onRedo={redo}
      />
      <div className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1" data-testid="game-canvas">
          <FlowCanvas<CanvasNode>
            nodes={canvas.nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            onNodesChange={canvas.onNodesChange}
            onConnect={onConnect}
            isValidConnection={isValidConnection}
            onNodeDragStop={onNodeDragStop}
            onDelete={onDelete}
            editable={!readOnly}
            minZoom={0.1}
          />
        </div>
        <aside className="w-72 shrink-0 overflow-y-auto border-l border-slate-200 bg-white xl:w-80">
          <SelectedNodePane
            ydoc={ydoc}
            boardId={boardId}
            workId={workId}
            board={board}
            single={single}
            nameOf={nameOf}
            readOnly={readOnly}
            hint={
              readOnly
                ? '选中节点查看内容。'
                : '和故事线画布一样编辑：用上方按钮添加节点，拖动圆点连线，选中节点在这里填写内容，Delete 删除，Ctrl+Z 撤销。改完点右上角「保存」。'
            }
          />
        </aside>
      </div>
    </section>
  );
}
