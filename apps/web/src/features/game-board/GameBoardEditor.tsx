import { useMyInfo } from '@juzuo/api-client/react';
import { RelayDocumentKind } from '@juzuo/schemas';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type * as Y from 'yjs';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { colorFor } from '../collab/identity';
import { PresenceBar } from '../collab/PresenceBar';
import { SyncBadge } from '../collab/SyncBadge';
import { useYDocument, type YDocument } from '../collab/useYDocument';
// The path only, not the console's index: the board's chunk must not pull the console in.
import { gamePlayPath } from '../game-play/path';
import { BoardTemplateMenu } from '../game-templates/BoardTemplateMenu';
import { BoardCanvas } from './BoardCanvas';
import { BoardSidePanel, type SideTab } from './BoardSidePanel';
import { BoardToolbar } from './BoardToolbar';
import { isGameNode, toFlowEdges } from './flowMapping';
import { useBoard } from './useBoard';
import { useBoardActions } from './useBoardActions';
import { useBoardChecker } from './useBoardChecker';
import { useBoardFit } from './useBoardFit';
import { useBoardHistory } from './useBoardHistory';
import { useBoardPresence } from './useBoardPresence';
import { useBoardShortcuts } from './useBoardShortcuts';
import { useCanvasHandlers } from './useCanvasHandlers';
import { useCanvasNodes } from './useCanvasNodes';
import { useNodeNames } from './useNodeNames';
import { useOpenAtNode } from './useOpenAtNode';

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
  const wrapper = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const [tab, setTab] = useState<SideTab>('node');
  const showNode = () => setTab('node');
  const checker = useBoardChecker(ydoc, boardId);
  const { flagged } = checker;
  const { byId, nameOf } = useNodeNames(board.nodes);
  const varName = useMemo(() => new Map(board.variables.map((v) => [v.id, v.name])), [board.variables]);
  const selected = canvas.nodes.filter((n) => n.selected && isGameNode(n));
  const single = selected.length === 1 ? byId.get(selected[0]?.id ?? '') : undefined;
  const handlers = useCanvasHandlers({
    ydoc,
    editable,
    canvas,
    singleId: single?.id ?? null,
    announce: presence.announce,
    onNodeClick: showNode,
  });
  const { selectedEdges } = handlers;
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
  const { fits, fitWhenDrawn } = useBoardFit(ydoc, canvas.nodes);
  const actions = useBoardActions({
    ydoc,
    board,
    canvas,
    byId,
    single,
    selected,
    wrapper,
    showNode,
    fitWhenDrawn,
  });
  useOpenAtNode(byId, actions.jump);
  useBoardShortcuts({
    ydoc,
    editable,
    section,
    nodes: canvas.nodes,
    groups: board.groups,
    selectedIds: selected.map((n) => n.id),
    select: canvas.select,
    makeGroup: actions.makeGroup,
    undo: history.undo,
    redo: history.redo,
  });
  const runCheck = () => {
    setTab('check');
    void checker.runCheck();
  };

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
          <BoardTemplateMenu ydoc={ydoc} boardId={boardId} workId={workId} editable={editable} />
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
        checking={checker.checking}
        onAdd={actions.add}
        onJump={actions.jump}
        onLayout={actions.layout}
        canGroup={selected.length > 0}
        onGroup={actions.makeGroup}
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
          <BoardCanvas
            nodes={canvas.nodes}
            edges={edges}
            boardEdges={board.edges}
            flaggedEdges={flagged.edges}
            view={view}
            frameActions={handlers.frameActions}
            handlers={handlers.flowHandlers}
            editable={editable}
          />
        </div>
        <BoardSidePanel
          tab={tab}
          setTab={setTab}
          ydoc={ydoc}
          boardId={boardId}
          workId={workId}
          board={board}
          single={single}
          problems={checker.problems}
          checking={checker.checking}
          nameOf={nameOf}
          jump={actions.jump}
          editable={editable}
        />
      </div>
    </section>
  );
}
