import { GameNodeKind } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import {
  initialValues,
  nodeTitle,
  type PlayBoard,
  type PlayValues,
  parseValueInput,
  valueInputText,
  variableName,
} from './model';

/** Where a play starts: the START node when there is one, else the first node. */
const defaultStart = (board: PlayBoard): string =>
  (board.content.nodes.find((n) => n.node_type === GameNodeKind.START) ?? board.content.nodes[0])?.node_id ??
  '';

/** The tester picks a start node and the starting values of the variables. */
export function SetupPanel({
  board,
  onStart,
}: {
  board: PlayBoard;
  onStart(nodeId: string, values: PlayValues): void;
}) {
  const [startId, setStartId] = useState(() => defaultStart(board));
  const [texts, setTexts] = useState<Record<string, string>>(() => {
    const init = initialValues(board);
    return Object.fromEntries(Object.entries(init.vars).map(([id, v]) => [id, valueInputText(v)]));
  });
  const [error, setError] = useState<string | null>(null);
  const nodeExists = board.nodes.has(startId);

  const begin = () => {
    const values = initialValues(board);
    for (const v of board.variables.values()) {
      const parsed = parseValueInput(v, texts[v.var_id] ?? '');
      if (!Array.isArray(parsed) && typeof parsed === 'object') return setError(parsed.error);
      values.vars[v.var_id] = parsed;
    }
    setError(null);
    onStart(startId, values);
  };

  return (
    <section data-testid="play-setup" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-base font-semibold text-slate-900">试玩设置</h2>
      <label className="block text-sm text-slate-700">
        从哪个节点开始
        <select
          data-testid="play-start-node"
          value={startId}
          onChange={(e) => setStartId(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          {board.content.nodes.map((n) => (
            <option key={n.node_id} value={n.node_id}>
              {nodeTitle(n)}（{n.node_id.slice(0, 6)}）
            </option>
          ))}
        </select>
      </label>
      {board.variables.size > 0 && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">变量初始值（列表用逗号分隔）</p>
          {[...board.variables.values()].map((v) => (
            <label key={v.var_id} className="flex items-center gap-3 text-sm text-slate-600">
              <span className="w-28 truncate">{variableName(v)}</span>
              <input
                data-testid={`play-init-${variableName(v)}`}
                value={texts[v.var_id] ?? ''}
                onChange={(e) => setTexts((t) => ({ ...t, [v.var_id]: e.target.value }))}
                className="flex-1 rounded-lg border border-slate-300 px-3 py-1.5"
              />
            </label>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-600">
          {error}
        </p>
      )}
      <Button data-testid="play-start" disabled={!nodeExists} onClick={begin}>
        开始试玩
      </Button>
      {!nodeExists && <p className="text-sm text-slate-500">画布上还没有节点，先在故事线里添加节点。</p>}
    </section>
  );
}
