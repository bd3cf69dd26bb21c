import { useCallMutation } from '@juzuo/api-client/react';
import { gameNumericAdd } from '@juzuo/schemas';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import type { BoardEdge, BoardNode } from './boardModel';
import { boardVariableUses } from './boardQueries';
import { NodeChips } from './NodeChips';
import type { BoardVariable } from './variables';

/** Props of the variable inspector. */
export interface VariablePanelProps {
  boardId: string;
  nodes: readonly BoardNode[];
  edges: readonly BoardEdge[];
  variables: readonly BoardVariable[];
  nameOf: (nodeId: string) => string;
  onJump: (nodeId: string) => void;
  readOnly: boolean;
}

/** Every variable of the board with the nodes that read and write it; a new numeric variable in one line. */
export function VariablePanel({
  boardId,
  nodes,
  edges,
  variables,
  nameOf,
  onJump,
  readOnly,
}: VariablePanelProps) {
  const uses = useMemo(() => boardVariableUses(nodes, edges, variables), [nodes, edges, variables]);
  return (
    <div className="space-y-3 p-4">
      {!readOnly && <NewVariable boardId={boardId} />}
      {variables.length === 0 && <p className="text-xs text-slate-500">画布还没有变量。</p>}
      <ul className="space-y-3">
        {variables.map((v) => {
          const use = uses.get(v.id) ?? { readers: [], writers: [] };
          return (
            <li key={v.id} data-testid="variable-row" data-var-name={v.name} className="text-xs">
              <div className="font-medium text-slate-800">
                {v.name} <span className="text-slate-400">{v.kind === 'array' ? '数组' : '数值'}</span>
              </div>
              <NodeChips
                title="写入"
                ids={use.writers}
                nameOf={nameOf}
                onJump={onJump}
                testId="variable-writer"
              />
              <NodeChips
                title="读取"
                ids={use.readers}
                nameOf={nameOf}
                onJump={onJump}
                testId="variable-reader"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Adds a whole-number public variable through the service (its name check says 变量名称不允许重复). */
function NewVariable({ boardId }: { boardId: string }) {
  const add = useCallMutation(gameNumericAdd);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await add({ board_id: boardId, var_name: name, var_type: 'INT', scope: 'public', init_value: 0 });
      setName('');
    } catch {
      // The client's error catalogue shows the message (变量名称不允许重复 ...).
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <input
        aria-label="变量名称"
        data-testid="variable-name"
        value={name}
        maxLength={50}
        onChange={(e) => setName(e.target.value)}
        placeholder="新数值变量名称"
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-xs"
      />
      <Button size="sm" type="submit" loading={busy} disabled={name.trim() === ''} data-testid="variable-add">
        新建
      </Button>
    </form>
  );
}
