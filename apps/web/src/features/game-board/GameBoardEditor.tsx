import '@xyflow/react/dist/style.css';
import { useCallMutation, useMyInfo } from '@juzuo/api-client/react';
import {
  checkBoard,
  GameProblemCode,
  gameCheckPreviewJson,
  RelayDocumentKind,
  type TGameBoardContent,
  type TGameNodeKind,
  type TGameProblem,
} from '@juzuo/schemas';
import {
  Background,
  type Edge as CanvasEdge,
  type Connection,
  Controls,
  type EdgeChange,
  MiniMap,
  type OnConnect,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type * as Y from 'yjs';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { useStableCallback } from '../../lib/useStableCallback';
import { colorFor } from '../collab/identity';
import { PresenceBar } from '../collab/PresenceBar';
import { SyncBadge } from '../collab/SyncBadge';
import { useYDocument, type YDocument } from '../collab/useYDocument';
// The path only, not the console's index: the board's chunk must not pull the console in.
import { gamePlayPath } from '../game-play/path';
import { BoardSidePanel, type SideTab } from './BoardSidePanel';
import { BoardToolbar } from './BoardToolbar';
import { addNode, canConnect, connect, moveNodes, nodesOf, removeElements } from './boardModel';
import { BoardViewContext } from './boardView';
import { type BoardClip, clipSelection, copyNodes, pasteNodes, pasteOffset } from './clipboard';
import { type CanvasNode, frameCanvasId, groupIdOf, isGameNode, toFlowEdges } from './flowMapping';
import { autoLayoutFramed } from './frameLayout';
import { GameNodeCard } from './GameNodeCard';
import { type FrameActions, FrameActionsContext, GroupFrame } from './GroupFrame';
import { addGroup, frameAround, placeGroups, removeGroups, renameGroup } from './groups';
import { freeSpot, NODE_SIZE } from './layout';
import { useLiveBoardContent } from './liveContent';
import { KIND_LOOK } from './nodeKinds';
import { OverviewEdges, useOverview } from './overview';
import { useBoard } from './useBoard';
import { useBoardHistory } from './useBoardHistory';
import { useBoardPresence } from './useBoardPresence';
import { boxOf, useCanvasNodes } from './useCanvasNodes';

const NODE_TYPES = { game: GameNodeCard, frame: GroupFrame };
/** A frame on the minimap: a light wash, so the nodes inside stay readable. */
const FRAME_TINT = 'rgba(148, 163, 184, 0.25)';
const DELETE_KEYS = ['Delete', 'Backspace'];
/** A minimap rectangle's colour; one function for good, so the minimap does not redraw per render. */
const minimapColor = (n: CanvasNode) => (isGameNode(n) ? KIND_LOOK[n.data.node.kind].color : FRAME_TINT);
/** In the overview xyflow draws no edges (OverviewEdges does). */
const NO_EDGES: never[] = [];
/** The same set when the contents are the same, so what depends on it is not recomputed. */
const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));
/**
 * Fitting the view: a small board is not blown up past its real size, and a large one is not shrunk
 * below 0.2, where all of it would be drawn at once (docs/benchmarks.md, 2,000 nodes: at 0.05 a
 * drag step cost about 0.45 s of script); it opens centred at 0.2 and the minimap shows the rest.
 */
const FIT_VIEW = { maxZoom: 1, minZoom: 0.2 };

/**
 * The live problems plus what only the service can tell: the resources it found deleted at the last
 * 检查, for nodes that still use them.
 */
function withServed(
  liveProblems: TGameProblem[],
  served: readonly TGameProblem[] | null,
  board: TGameBoardContent,
): TGameProblem[] {
  const inUse = new Map(board.nodes.map((n) => [n.node_id, n.resource_id]));
  const seen = new Set(liveProblems.map((p) => `${p.code}|${p.node_id ?? ''}|${p.message}`));
  const extra = (served ?? []).filter(
    (p) =>
      p.code === GameProblemCode.MISSING_RESOURCE &&
      p.node_id !== undefined &&
      inUse.get(p.node_id) !== undefined &&
      !seen.has(`${p.code}|${p.node_id}|${p.message}`),
  );
  return [...liveProblems, ...extra];
}

/** Props of the board editor. */
export interface GameBoardEditorProps {
  boardId: string;
  boardName: string;
  workId: string;
  /** The board list's ability (the relay decides too, and follows permission changes). */
  canWrite: boolean;
}

/** The live editor of one game board (`game:<board_id>`), for everyone on it at once. */
export function GameBoardEditor(props: GameBoardEditorProps) {
  const session = useSession();
  const userId = session.userId ?? 'anonymous';
  const name = useMyInfo().data?.name || '我';
  const me = useMemo(() => ({ id: userId, name, color: colorFor(userId) }), [userId, name]);
  const doc = useYDocument({
    kind: RelayDocumentKind.Game,
    id: props.boardId,
    userId,
    readOnly: !props.canWrite,
    user: me,
  });
  const ydoc = doc.session?.ydoc ?? null;
  if (!ydoc)
    return (
      <div className="grid flex-1 place-items-center">
        <Spinner />
      </div>
    );
  return (
    <ReactFlowProvider>
      <EditorBody {...props} doc={doc} ydoc={ydoc} me={me} />
    </ReactFlowProvider>
  );
}

interface BodyProps extends GameBoardEditorProps {
  doc: YDocument;
  ydoc: Y.Doc;
  me: { id: string; name: string; color: string };
}

function EditorBody({ boardId, boardName, workId, canWrite, doc, ydoc, me }: BodyProps) {
  const editable = doc.editable && canWrite;
  const board = useBoard(ydoc);
  const canvas = useCanvasNodes(ydoc, board.nodes, board.groups);
  const history = useBoardHistory(ydoc);
  const presence = useBoardPresence(doc.session?.provider ?? null);
  const flow = useReactFlow<CanvasNode>();
  const wrapper = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set());
  // The checker runs in the browser on the live board (the service's own pure checker), so the
  // problem list follows every edit; 检查 asks the service too, which also knows deleted resources.
  const live = useLiveBoardContent(ydoc);
  const [served, setServed] = useState<TGameProblem[] | null>(null);
  const problems = useMemo(
    () => (live ? withServed(checkBoard(live, null), served, live) : null),
    [live, served],
  );
  const [checking, setChecking] = useState(false);
  const [tab, setTab] = useState<SideTab>('node');
  const check = useCallMutation(gameCheckPreviewJson);

  const byId = useMemo(() => new Map(board.nodes.map((n) => [n.id, n])), [board.nodes]);
  const nameOf = useCallback(
    (id: string) => {
      const n = byId.get(id);
      if (!n) return '（已删除的节点）';
      return typeof n.fields.name === 'string' && n.fields.name !== ''
        ? n.fields.name
        : KIND_LOOK[n.kind].label;
    },
    [byId],
  );
  const varName = useMemo(() => new Map(board.variables.map((v) => [v.id, v.name])), [board.variables]);
  // Kept while the marks stay the same: each re-check after a drag would otherwise give every edge
  // and every node card new props.
  const flaggedBefore = useRef<{ nodes: ReadonlySet<string>; edges: ReadonlySet<string> }>({
    nodes: new Set(),
    edges: new Set(),
  });
  const flagged = useMemo(() => {
    const nodes = new Set<string>();
    const edges = new Set<string>();
    for (const p of problems ?? []) {
      if (p.edge_id) edges.add(p.edge_id);
      else if (p.node_id) nodes.add(p.node_id);
    }
    const prev = flaggedBefore.current;
    const next = {
      nodes: sameSet(prev.nodes, nodes) ? prev.nodes : nodes,
      edges: sameSet(prev.edges, edges) ? prev.edges : edges,
    };
    flaggedBefore.current = next;
    return next;
  }, [problems]);
  const overview = useOverview();
  const edges = useMemo(
    () =>
      toFlowEdges(
        board.edges,
        selectedEdges,
        flagged.edges,
        (c) => `${varName.get(String(c.var_id)) ?? '?'} ${String(c.op)} ${String(c.value)}`,
      ),
    [board.edges, selectedEdges, flagged.edges, varName],
  );
  const view = useMemo(
    () => ({ holds: presence.holds, flagged: flagged.nodes }),
    [presence.holds, flagged.nodes],
  );
  const selected = canvas.nodes.filter((n) => n.selected && isGameNode(n));
  const single = selected.length === 1 ? byId.get(selected[0]?.id ?? '') : undefined;
  const singleId = single?.id ?? null;
  const dragging = useRef<string | null>(null);
  const { announce } = presence;
  useEffect(
    () => announce(singleId, dragging.current !== null && dragging.current === singleId),
    [announce, singleId],
  );

  const jump = (id: string) => {
    const n = byId.get(id);
    if (!n) return;
    canvas.select(id);
    setTab('node');
    void flow.setCenter(n.x + NODE_SIZE.width / 2, n.y + NODE_SIZE.height / 2, {
      zoom: Math.max(flow.getZoom(), 0.9),
      duration: 300,
    });
  };
  const add = (kind: TGameNodeKind) => {
    const rect = wrapper.current?.getBoundingClientRect();
    const at = freeSpot(
      single
        ? { x: single.x + NODE_SIZE.width + 60, y: single.y }
        : flow.screenToFlowPosition({ x: (rect?.left ?? 0) + 60, y: (rect?.top ?? 0) + 80 }),
      board.nodes,
    );
    canvas.select(addNode(ydoc, kind, at.x, at.y), true);
    setTab('node');
    // Off screen, the new node would not even be drawn (only visible elements are): bring it in view.
    if (rect) {
      const topLeft = flow.screenToFlowPosition({ x: rect.left, y: rect.top });
      const bottomRight = flow.screenToFlowPosition({ x: rect.right, y: rect.bottom });
      const inside =
        at.x >= topLeft.x &&
        at.y >= topLeft.y &&
        at.x + NODE_SIZE.width <= bottomRight.x &&
        at.y + NODE_SIZE.height <= bottomRight.y;
      if (!inside)
        void flow.setCenter(at.x + NODE_SIZE.width / 2, at.y + NODE_SIZE.height / 2, {
          zoom: flow.getZoom(),
          duration: 200,
        });
    }
  };
  // Framed nodes are laid out together inside their frame, which is resized around them.
  const layout = () => {
    const at = autoLayoutFramed(canvas.nodes.filter(isGameNode).map(boxOf), board.edges, board.groups);
    moveNodes(
      ydoc,
      [...at.nodes].map(([id, p]) => ({ id, ...p })),
    );
    placeGroups(
      ydoc,
      [...at.frames].map(([id, box]) => ({ id, ...box })),
    );
    fitWhenDrawn.current = at.nodes;
  };
  // A titled frame around the selected nodes (Ctrl+G); it becomes the selection, ready to rename.
  const makeGroup = () => {
    const box = frameAround(selected.map(boxOf));
    if (box) canvas.select(frameCanvasId(addGroup(ydoc, '新分组', box)), true);
  };
  const { onFrameResized } = canvas;
  const frameActions = useMemo<FrameActions | null>(
    () =>
      editable
        ? {
            rename: (id, title) => renameGroup(ydoc, id, title),
            resized: onFrameResized,
            remove: (id) => removeGroups(ydoc, [id]),
          }
        : null,
    [editable, ydoc, onFrameResized],
  );
  const runCheck = async () => {
    setChecking(true);
    setTab('check');
    try {
      setServed((await check({ board_id: boardId })).problems);
    } catch {
      // The client's error catalogue shows why.
    } finally {
      setChecking(false);
    }
  };
  const onConnect: OnConnect = useStableCallback((c) => {
    connect(ydoc, c.source, c.target, c.sourceHandle);
  });
  const onEdgesChange = useStableCallback((changes: EdgeChange[]) => {
    const picks = changes.filter((c) => c.type === 'select');
    if (picks.length === 0) return;
    setSelectedEdges((prev) => {
      const next = new Set(prev);
      for (const c of picks) c.selected ? next.add(c.id) : next.delete(c.id);
      return next;
    });
  });
  // The canvas's handlers keep their identity: xyflow passes some of them to every drawn node, and a
  // new one re-rendered all of them on each drag step (1,400 at the whole-board zoom).
  const isValidConnection = useStableCallback((c: Connection | CanvasEdge) =>
    canConnect(ydoc, c.source, c.target, c.sourceHandle ?? null),
  );
  const onNodeClick = useStableCallback(() => setTab('node'));
  const onNodeDragStart = useStableCallback((_e: unknown, node: CanvasNode) => {
    if (!isGameNode(node)) return;
    dragging.current = node.id;
    announce(node.id, true);
  });
  const onNodeDragStop = useStableCallback((_e: unknown, node: CanvasNode, dragged: CanvasNode[]) => {
    canvas.onDragStop(dragged.length > 0 ? dragged : [node]);
    if (!isGameNode(node)) return;
    dragging.current = null;
    announce(node.id, false);
  });
  const onDelete = useStableCallback(
    ({ nodes, edges: gone }: { nodes: CanvasNode[]; edges: CanvasEdge[] }) => {
      // Deleting a frame keeps its nodes: only nodes selected themselves are removed.
      const frames = nodes.flatMap((n) => groupIdOf(n.id) ?? []);
      if (frames.length > 0) removeGroups(ydoc, frames);
      removeElements(
        ydoc,
        nodes.filter(isGameNode).map((n) => n.id),
        gone.map((e) => e.id),
      );
    },
  );
  // After an auto-layout, fit the view once the canvas shows the new positions (a frame or two later).
  // How many layouts have been fitted into view (the canvas stands still after each; tests wait on it).
  const [fits, setFits] = useState(0);
  const fitWhenDrawn = useRef<Map<string, { x: number; y: number }> | null>(null);
  useEffect(() => {
    const placed = fitWhenDrawn.current;
    if (!placed) return;
    const drawn = canvas.nodes.every((n) => {
      const p = placed.get(n.id);
      return !p || (p.x === n.position.x && p.y === n.position.y);
    });
    if (!drawn) return;
    fitWhenDrawn.current = null;
    requestAnimationFrame(() => {
      void flow.fitView({ ...FIT_VIEW, duration: 200 }).then(() => setFits((n) => n + 1));
    });
  }, [canvas.nodes, flow]);
  // Open on the whole board: ReactFlow's fitView prop only sees the nodes present at mount, and a
  // board's nodes arrive after it (the local copy, then the relay). Fit once when nodes first arrive
  // from there, never after this user's own first edit (the view must not jump under their hand).
  const [openFit, setOpenFit] = useState<'waiting' | 'due' | 'done'>('waiting');
  useEffect(() => {
    const onTransaction = (tr: Y.Transaction) => {
      if (tr.local) setOpenFit((s) => (s === 'waiting' ? 'done' : s));
      else if (nodesOf(ydoc).size > 0) setOpenFit((s) => (s === 'waiting' ? 'due' : s));
    };
    ydoc.on('afterTransaction', onTransaction);
    return () => ydoc.off('afterTransaction', onTransaction);
  }, [ydoc]);
  useEffect(() => {
    if (openFit !== 'due' || canvas.nodes.length === 0) return;
    setOpenFit('done');
    requestAnimationFrame(() => void flow.fitView(FIT_VIEW));
  }, [openFit, canvas.nodes.length, flow]);
  const { undo, redo } = history;
  // Copy and paste of node groups within this tab (Ctrl+C / Ctrl+V), read through refs so the key
  // handler is not re-registered on every selection change.
  const selectedIds = useRef<string[]>([]);
  selectedIds.current = selected.map((n) => n.id);
  const groupSelection = useRef(makeGroup);
  groupSelection.current = makeGroup;
  const clip = useRef<BoardClip | null>(null);
  // Ctrl+C takes the selected nodes and frames, the nodes inside selected frames, the frames around selected nodes.
  const copySelection = useRef<() => BoardClip | null>(() => null);
  copySelection.current = () => {
    const frames = canvas.nodes.flatMap((n) => (n.selected ? (groupIdOf(n.id) ?? []) : []));
    const boxes = canvas.nodes.filter(isGameNode).map(boxOf);
    const pick = clipSelection(selectedIds.current, frames, boxes, board.groups);
    return pick.nodeIds.length + pick.groupIds.length > 0
      ? copyNodes(ydoc, pick.nodeIds, pick.groupIds)
      : null;
  };
  const { select } = canvas;
  useEffect(() => {
    // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, Ctrl+C / Ctrl+V on the board; text fields keep their own keys.
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!editable || !section.current?.contains(target) || target.closest('input, textarea, select'))
        return;
      const key = e.key.toLowerCase();
      if (!(e.ctrlKey || e.metaKey)) return;
      if (key === 'c') {
        const copied = copySelection.current();
        if (!copied) return;
        clip.current = copied;
      } else if (key === 'v' && clip.current) {
        const pasted = pasteNodes(ydoc, clip.current, pasteOffset(clip.current));
        if (pasted[0]) select(pasted[0], true);
      } else if (key === 'g' && selectedIds.current.length > 0) {
        groupSelection.current();
      } else if (key === 'z' || key === 'y') {
        if (key === 'y' || e.shiftKey) redo();
        else undo();
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editable, undo, redo, ydoc, select]);

  return (
    <section
      data-testid="game-board"
      data-board-id={boardId}
      data-fits={fits}
      className="flex min-h-0 flex-1 flex-col"
      ref={section}
    >
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
        <h2 className="min-w-0 truncate text-sm font-semibold text-slate-900">{boardName}</h2>
        <span data-testid="board-node-count" className="text-xs text-slate-400">
          {board.nodes.length} 个节点
        </span>
        <span data-testid="board-edge-count" className="text-xs text-slate-400">
          {board.edges.length} 条连线
        </span>
        <div className="ml-auto flex items-center gap-3">
          <PresenceBar me={me} others={doc.others} />
          <SyncBadge state={doc.status.sync} readOnly={!editable} />
          <Link
            to={gamePlayPath(workId, boardId)}
            data-testid="board-play"
            title="在试玩控制台运行这个画布（实时读取）"
            className="inline-flex h-7 items-center rounded-md border border-brand-500 px-3 text-xs font-medium text-brand-700 hover:bg-brand-50"
          >
            试玩
          </Link>
        </div>
      </header>
      <BoardToolbar
        editable={editable}
        nodes={board.nodes}
        nameOf={nameOf}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        checking={checking}
        onAdd={add}
        onJump={jump}
        onLayout={layout}
        canGroup={selected.length > 0}
        onGroup={makeGroup}
        onUndo={history.undo}
        onRedo={history.redo}
        onCheck={runCheck}
      />
      {!editable && (
        <p data-testid="game-board-read-only" className="bg-amber-50 px-4 py-1.5 text-xs text-amber-700">
          只读：需要「编辑作品」权限才能修改故事线。
        </p>
      )}
      <div className="flex min-h-0 flex-1">
        <div ref={wrapper} className="min-w-0 flex-1" data-testid="game-canvas">
          <BoardViewContext.Provider value={view}>
            <FrameActionsContext.Provider value={frameActions}>
              <ReactFlow<CanvasNode>
                nodes={canvas.nodes}
                edges={overview ? NO_EDGES : edges}
                nodeTypes={NODE_TYPES}
                onNodesChange={canvas.onNodesChange}
                onEdgesChange={onEdgesChange}
                onConnect={onConnect}
                isValidConnection={isValidConnection}
                onNodeClick={onNodeClick}
                onNodeDragStart={onNodeDragStart}
                onNodeDragStop={onNodeDragStop}
                onDelete={onDelete}
                nodesDraggable={editable}
                nodesConnectable={editable}
                deleteKeyCode={editable ? DELETE_KEYS : null}
                onlyRenderVisibleElements
                minZoom={0.05}
                fitView
                fitViewOptions={FIT_VIEW}
                proOptions={{ hideAttribution: true }}
              >
                {overview && (
                  <OverviewEdges nodes={canvas.nodes} edges={board.edges} flagged={flagged.edges} />
                )}
                <Background />
                <Controls showInteractive={false} />
                <MiniMap<CanvasNode> pannable zoomable nodeColor={minimapColor} />
              </ReactFlow>
            </FrameActionsContext.Provider>
          </BoardViewContext.Provider>
        </div>
        <BoardSidePanel
          tab={tab}
          setTab={setTab}
          ydoc={ydoc}
          boardId={boardId}
          workId={workId}
          board={board}
          single={single}
          problems={problems}
          checking={checking}
          nameOf={nameOf}
          jump={jump}
          editable={editable}
        />
      </div>
    </section>
  );
}
