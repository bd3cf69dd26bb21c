import '@xyflow/react/dist/style.css';
import { Background, Controls, type Edge, type Node, ReactFlow, type ReactFlowProps } from '@xyflow/react';
import type { ReactNode } from 'react';

const DELETE_KEYS = ['Delete', 'Backspace'];
const PRO_OPTIONS = { hideAttribution: true };

/** Props of FlowCanvas: xyflow's own, less the ones that follow from `editable`. */
export type FlowCanvasProps<N extends Node> = Omit<
  ReactFlowProps<N, Edge>,
  'nodesDraggable' | 'nodesConnectable' | 'deleteKeyCode' | 'proOptions' | 'children'
> & {
  /** Whether nodes may be dragged, connected and deleted (Delete / Backspace). */
  editable: boolean;
  /** Drawn on the canvas over the background and controls (a minimap, extra edges). */
  children?: ReactNode;
};

/**
 * An xyflow canvas as the editors use it: dragging, connecting and deleting only when editable,
 * no attribution badge, a dotted background and zoom controls without the lock button.
 */
export function FlowCanvas<N extends Node>({ editable, children, ...flow }: FlowCanvasProps<N>) {
  return (
    <ReactFlow<N>
      {...flow}
      nodesDraggable={editable}
      nodesConnectable={editable}
      deleteKeyCode={editable ? DELETE_KEYS : null}
      proOptions={PRO_OPTIONS}
    >
      {children}
      <Background />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
