import type { TGameProblem } from '@juzuo/schemas';

/** Props of the checker's problem list. */
export interface CheckPanelProps {
  /** Null before the first check. */
  problems: readonly TGameProblem[] | null;
  busy: boolean;
  nameOf: (nodeId: string) => string;
  onJump: (nodeId: string) => void;
}

/** The problems check_preview_json found, each a link to the node it names. */
export function CheckPanel({ problems, busy, nameOf, onJump }: CheckPanelProps) {
  if (problems === null) return <p className="p-4 text-xs text-slate-500">正在读取画布…</p>;
  if (problems.length === 0)
    return (
      <p data-testid="check-ok" className="p-4 text-sm text-green-700">
        {busy ? '检查中…' : '没有发现问题，可以预览。'}
        <Hint />
      </p>
    );
  return (
    <>
      <ul data-testid="check-problems" className="divide-y divide-slate-100">
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and the list is replaced whole
          <li key={i}>
            <button
              type="button"
              data-testid="check-problem"
              data-code={p.code}
              data-node-id={p.node_id}
              data-edge-id={p.edge_id}
              disabled={!p.node_id}
              onClick={() => p.node_id && onJump(p.node_id)}
              className="w-full px-4 py-2 text-left text-xs hover:bg-slate-50 disabled:cursor-default"
            >
              <span className="text-red-700">{p.message}</span>
              {p.node_id && <span className="mt-0.5 block text-slate-400">节点：{nameOf(p.node_id)}</span>}
            </button>
          </li>
        ))}
      </ul>
      <p className="px-4 py-2">
        <Hint />
      </p>
    </>
  );
}

/** What the live list covers and what 检查 adds. */
function Hint() {
  return (
    <span className="mt-1 block text-xs leading-5 text-slate-400">
      问题随画布修改实时更新；点击「检查」还会核对节点使用的资源是否已被删除。
    </span>
  );
}
