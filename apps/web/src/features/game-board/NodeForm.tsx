import type { TGameNodeKind, TResourceType } from '@juzuo/schemas';
import type * as Y from 'yjs';
import { ResourcePicker } from '../game-resources/ResourcePicker';
import { BranchForm } from './BranchForm';
import { type BoardEdge, type BoardNode, setNodeFields } from './boardModel';
import { Choice, LiveText, Section } from './formParts';
import { roleHasVoice } from './formRules';
import { InputForm } from './InputForm';
import { KIND_LOOK } from './nodeKinds';
import { PlotForm } from './PlotForm';
import { SetForm } from './SetForm';
import type { BoardState } from './useBoard';
import type { BoardVariable } from './variables';

/** What the text field of each kind is for (kinds without one have none). */
const TEXT_LABEL: Partial<Record<TGameNodeKind, string>> = {
  START: '开场说明',
  ROLE_DESIGN: '角色设定',
  IMAP: '地图说明',
  LOOK_FOR_EVID: '搜证线索',
  VIDEO: '视频说明',
  LOGIC: '判断说明',
  CUSTOM: '内容',
  MESSAGE: '消息内容',
  INPUT: '提示玩家输入的问题',
  AI_CONVERSATION: 'AI 角色的设定（运行时经平台 AI 引擎对话）',
  END: '结局描述',
};

/** Kinds that show a game resource: which type, and what it is to the node. */
const RESOURCE_OF: Partial<Record<TGameNodeKind, { type: TResourceType; label: string }>> = {
  VIDEO: { type: 'VIDEO', label: '视频资源' },
  IMAP: { type: 'IMAGE', label: '地图图片' },
  LOOK_FOR_EVID: { type: 'IMAGE', label: '线索图片' },
  ROLE_DESIGN: { type: 'IMAGE', label: '角色立绘' },
  PLOT: { type: 'IMAGE', label: '背景图片' },
};

/** Props of the side form of one node. */
export interface NodeFormProps {
  doc: Y.Doc;
  boardId: string;
  workId: string;
  node: BoardNode;
  nodes: readonly BoardNode[];
  edges: readonly BoardEdge[];
  variables: readonly BoardVariable[];
  nameOf: (nodeId: string) => string;
  readOnly: boolean;
}

/** The side form of a node: its name, then the fields of its kind. */
export function NodeForm(props: NodeFormProps) {
  const { doc, node, readOnly } = props;
  const look = KIND_LOOK[node.kind];
  const set = (key: string) => (value: string) =>
    setNodeFields(doc, node.id, { [key]: value === '' ? undefined : value });
  const textLabel = TEXT_LABEL[node.kind];
  const resourceType = RESOURCE_OF[node.kind];
  return (
    <div data-testid="node-form" data-node-id={node.id} data-kind={node.kind} className="space-y-3 p-4">
      <div className="flex items-center gap-2 text-sm font-semibold" style={{ color: look.color }}>
        <span aria-hidden>{look.icon}</span>
        {look.label}
      </div>
      <LiveText
        label="名称"
        value={typeof node.fields.name === 'string' ? node.fields.name : ''}
        onChange={set('name')}
        maxLength={100}
        readOnly={readOnly}
        testId="node-name"
      />
      {textLabel && (
        <LiveText
          label={textLabel}
          multiline
          maxLength={5000}
          value={typeof node.fields.text === 'string' ? node.fields.text : ''}
          onChange={set('text')}
          readOnly={readOnly}
          testId="node-text"
        />
      )}
      {resourceType && (
        <ResourcePicker
          workId={props.workId}
          type={resourceType.type}
          label={resourceType.label}
          value={typeof node.fields.resource_id === 'string' ? node.fields.resource_id : ''}
          onChange={(id) => setNodeFields(doc, node.id, { resource_id: id })}
          readOnly={readOnly}
        />
      )}
      <KindFields {...props} />
    </div>
  );
}

/** The fields only some kinds have. */
function KindFields({ doc, boardId, node, nodes, edges, variables, nameOf, readOnly }: NodeFormProps) {
  switch (node.kind) {
    case 'PLOT': {
      const roles = nodes
        .filter((n) => n.kind === 'ROLE_DESIGN')
        .map((n) => ({ id: n.id, name: nameOf(n.id), hasVoice: roleHasVoice(n.fields) }));
      return <PlotForm doc={doc} boardId={boardId} node={node} roles={roles} readOnly={readOnly} />;
    }
    case 'BRANCH':
    case 'LOGIC':
      return (
        <BranchForm
          doc={doc}
          node={node}
          paths={edges.filter((e) => e.source === node.id)}
          nameOf={nameOf}
          variables={variables}
          readOnly={readOnly}
        />
      );
    case 'SET':
      return <SetForm doc={doc} node={node} variables={variables} readOnly={readOnly} />;
    case 'INPUT':
      return <InputForm doc={doc} node={node} variables={variables} readOnly={readOnly} />;
    case 'LINK':
      return (
        <Section title="跳转目标">
          <Choice
            label="跳转到节点"
            value={typeof node.fields.link_node_id === 'string' ? node.fields.link_node_id : ''}
            empty="选择节点"
            options={nodes.filter((n) => n.id !== node.id).map((n) => ({ value: n.id, label: nameOf(n.id) }))}
            onChange={(v) => setNodeFields(doc, node.id, { link_node_id: v === '' ? undefined : v })}
            readOnly={readOnly}
            testId="link-target"
          />
        </Section>
      );
    default:
      return null;
  }
}

/** Props of SelectedNodePane. */
export interface SelectedNodePaneProps {
  ydoc: Y.Doc;
  boardId: string;
  workId: string;
  /** The board (or template) the node stands on. */
  board: Pick<BoardState, 'nodes' | 'edges' | 'variables'>;
  /** The one selected node, if exactly one is. */
  single: BoardNode | undefined;
  nameOf: (nodeId: string) => string;
  readOnly: boolean;
  /** Shown while no single node is selected. */
  hint: string;
}

/** The selected node's form (a fresh one per node), or a hint while none is selected. */
export function SelectedNodePane({ ydoc, board, single, hint, ...p }: SelectedNodePaneProps) {
  if (!single) return <p className="p-4 text-xs leading-5 text-slate-500">{hint}</p>;
  return (
    <NodeForm
      key={single.id}
      doc={ydoc}
      boardId={p.boardId}
      workId={p.workId}
      node={single}
      nodes={board.nodes}
      edges={board.edges}
      variables={board.variables}
      nameOf={p.nameOf}
      readOnly={p.readOnly}
    />
  );
}
