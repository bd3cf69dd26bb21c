import type { TGameProblem } from '@juzuo/schemas';
import type * as Y from 'yjs';
import type { BoardNode } from './boardModel';
import { CheckPanel } from './CheckPanel';
import { SelectedNodePane } from './NodeForm';
import type { BoardState } from './useBoard';
import { VariablePanel } from './VariablePanel';

/** The side panel's tabs: the selected node's form, the checker's problems, the variable inspector. */
export type SideTab = 'node' | 'check' | 'variables';

/** Props of the board's side panel. */
export interface BoardSidePanelProps {
  tab: SideTab;
  setTab: (tab: SideTab) => void;
  ydoc: Y.Doc;
  boardId: string;
  workId: string;
  board: BoardState;
  /** The one selected node, if exactly one is. */
  single: BoardNode | undefined;
  problems: TGameProblem[] | null;
  checking: boolean;
  nameOf: (id: string) => string;
  jump: (id: string) => void;
  editable: boolean;
}

/** The side panel beside the canvas. */
export function BoardSidePanel({
  tab,
  setTab,
  ydoc,
  boardId,
  workId,
  board,
  single,
  problems,
  checking,
  nameOf,
  jump,
  editable,
}: BoardSidePanelProps) {
  return (
    <aside className="flex w-64 shrink-0 flex-col border-l border-slate-200 bg-white xl:w-80">
      <nav className="flex border-b border-slate-200 text-xs" aria-label="侧栏">
        {(
          [
            ['node', '节点'],
            ['check', problems && problems.length > 0 ? `检查（${problems.length}）` : '检查'],
            ['variables', '变量'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            data-testid={`board-tab-${key}`}
            aria-current={tab === key ? 'page' : undefined}
            onClick={() => setTab(key)}
            className={`flex-1 py-2 ${tab === key ? 'border-b-2 border-brand-500 font-medium text-brand-700' : 'text-slate-500'}`}
          >
            {label}
          </button>
        ))}
      </nav>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {tab === 'node' && (
          <SelectedNodePane
            ydoc={ydoc}
            boardId={boardId}
            workId={workId}
            board={board}
            single={single}
            nameOf={nameOf}
            readOnly={!editable}
            hint={
              editable
                ? '用上方按钮添加节点，从节点右侧圆点拖到另一节点左侧连线；选中节点在这里编辑，Delete 删除，Ctrl+Z 撤销自己的修改。'
                : '选中节点查看内容。'
            }
          />
        )}
        {tab === 'check' && <CheckPanel problems={problems} busy={checking} nameOf={nameOf} onJump={jump} />}
        {tab === 'variables' && (
          <VariablePanel
            boardId={boardId}
            nodes={board.nodes}
            edges={board.edges}
            variables={board.variables}
            nameOf={nameOf}
            onJump={jump}
            readOnly={!editable}
          />
        )}
      </div>
    </aside>
  );
}
