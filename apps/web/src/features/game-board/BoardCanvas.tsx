import {
  type Edge as CanvasEdge,
  type Connection,
  type EdgeChange,
  MiniMap,
  type NodeChange,
  type OnConnect,
} from '@xyflow/react';
import { FlowCanvas } from '../../components/FlowCanvas';
import type { BoardEdge } from './boardModel';
import { type BoardView, BoardViewContext } from './boardView';
import { type CanvasNode, isGameNode } from './flowMapping';
import { GameNodeCard } from './GameNodeCard';
import { type FrameActions, FrameActionsContext, GroupFrame } from './GroupFrame';
import { KIND_LOOK } from './nodeKinds';
import { OverviewEdges, useOverview } from './overview';
import { FIT_VIEW } from './useBoardFit';

const NODE_TYPES = { game: GameNodeCard, frame: GroupFrame };
/** A frame on the minimap: a light wash, so the nodes inside stay readable. */
const FRAME_TINT = 'rgba(148, 163, 184, 0.25)';
/** A minimap rectangle's colour; one function for good, so the minimap does not redraw per render. */
const minimapColor = (n: CanvasNode) => (isGameNode(n) ? KIND_LOOK[n.data.node.kind].color : FRAME_TINT);
/** In the overview xyflow draws no edges (OverviewEdges does). */
const NO_EDGES: never[] = [];

/** The xyflow handlers the editor gives the canvas (each keeps its identity). */
export interface CanvasHandlers {
  onNodesChange: (changes: NodeChange<CanvasNode>[]) => void;
  onEdgesChange: (changes: EdgeChange[]) => void;
  onConnect: OnConnect;
  isValidConnection: (c: Connection | CanvasEdge) => boolean;
  onNodeClick: () => void;
  onNodeDragStart: (e: unknown, node: CanvasNode) => void;
  onNodeDragStop: (e: unknown, node: CanvasNode, dragged: CanvasNode[]) => void;
  onDelete: (gone: { nodes: CanvasNode[]; edges: CanvasEdge[] }) => void;
}

interface BoardCanvasProps {
  nodes: CanvasNode[];
  /** The canvas edges (drawn unless zoomed out to the overview). */
  edges: CanvasEdge[];
  /** The board's edges, drawn as one path in the overview. */
  boardEdges: readonly BoardEdge[];
  flaggedEdges: ReadonlySet<string>;
  view: BoardView;
  frameActions: FrameActions | null;
  handlers: CanvasHandlers;
  editable: boolean;
}

/** The board's canvas: node cards and frames, edges (one path when zoomed out), minimap and controls. */
export function BoardCanvas({ handlers, editable, ...p }: BoardCanvasProps) {
  const overview = useOverview();
  return (
    <BoardViewContext.Provider value={p.view}>
      <FrameActionsContext.Provider value={p.frameActions}>
        <FlowCanvas<CanvasNode>
          nodes={p.nodes}
          edges={overview ? NO_EDGES : p.edges}
          nodeTypes={NODE_TYPES}
          {...handlers}
          editable={editable}
          onlyRenderVisibleElements
          minZoom={0.05}
          fitView
          fitViewOptions={FIT_VIEW}
        >
          {overview && <OverviewEdges nodes={p.nodes} edges={p.boardEdges} flagged={p.flaggedEdges} />}
          <MiniMap<CanvasNode> pannable zoomable nodeColor={minimapColor} />
        </FlowCanvas>
      </FrameActionsContext.Provider>
    </BoardViewContext.Provider>
  );
}
