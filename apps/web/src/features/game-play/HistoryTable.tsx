import {
  type PlayBoard,
  type PlaySession,
  type PlayStep,
  showValue,
  stepNodeTitle,
  variableName,
} from './model';

const STEP_KIND: Record<PlayStep['kind'], string> = {
  enter: '进入节点',
  input: '玩家输入',
  buy: '购买',
  set: '手动修改',
};

/** Every step with each variable's value before and after it; changed values stand out. */
export function HistoryTable({ board, session }: { board: PlayBoard; session: PlaySession }) {
  const vars = [...board.variables.values()];
  return (
    <section data-testid="play-history" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">变量变化（每一步之前 → 之后）</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs">
          <thead className="text-slate-500">
            <tr>
              <th className="px-2 py-1">步</th>
              <th className="px-2 py-1">节点</th>
              <th className="px-2 py-1">操作</th>
              {vars.map((v) => (
                <th key={v.var_id} className="px-2 py-1">
                  {variableName(v)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {session.steps.map((step, i) => (
              // Steps have no identity but their place: the i-th step of this play-through.
              // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position in the play-through
              <tr key={i} data-testid="play-history-row" className="border-t border-slate-100">
                <td className="px-2 py-1 text-slate-400">{i + 1}</td>
                <td className="px-2 py-1">{stepNodeTitle(board, step)}</td>
                <td className="px-2 py-1 text-slate-500">
                  {STEP_KIND[step.kind]}
                  {step.fired && ` · 事件${step.fired.length}次`}
                </td>
                {vars.map((v) => {
                  const before = showValue(board, v.var_id, step.before.vars[v.var_id]);
                  const after = showValue(board, v.var_id, step.after.vars[v.var_id]);
                  return (
                    <td
                      key={v.var_id}
                      data-testid={`play-history-${variableName(v)}`}
                      className={`px-2 py-1 font-mono ${before === after ? 'text-slate-400' : 'font-semibold text-brand-700'}`}
                    >
                      {before === after ? after : `${before} → ${after}`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
