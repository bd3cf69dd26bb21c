import { useState } from 'react';
import { Button } from '../../components/Button';
import {
  type PlayAction,
  type PlayBoard,
  type PlayValue,
  type PlayValues,
  parseValueInput,
  showValue,
  valueInputText,
  variableName,
} from './model';

/** One variable's current value, editable while playing. */
function VariableRow({
  name,
  value,
  shown,
  onSave,
}: {
  name: string;
  value: PlayValue | undefined;
  /** The value as shown (goods by name). */
  shown: string;
  onSave(text: string): string | null;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (editing === null)
    return (
      <li className="flex items-center gap-2 py-1 text-sm">
        <span className="w-24 truncate text-slate-600">{name}</span>
        <span data-testid={`play-var-${name}`} className="flex-1 font-mono text-slate-900">
          {shown}
        </span>
        <Button
          size="sm"
          variant="link"
          data-testid={`play-var-edit-${name}`}
          onClick={() => setEditing(valueInputText(value))}
        >
          修改
        </Button>
      </li>
    );
  return (
    <li className="py-1 text-sm">
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const problem = onSave(editing);
          if (problem) setError(problem);
          else {
            setEditing(null);
            setError(null);
          }
        }}
      >
        <span className="w-24 truncate text-slate-600">{name}</span>
        <input
          data-testid={`play-var-input-${name}`}
          aria-label={`${name}的新值`}
          value={editing}
          onChange={(e) => setEditing(e.target.value)}
          className="flex-1 rounded border border-slate-300 px-2 py-1"
        />
        <Button size="sm" type="submit" data-testid={`play-var-save-${name}`}>
          保存
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
          取消
        </Button>
      </form>
      {error && <p className="text-rose-600">{error}</p>}
    </li>
  );
}

/** The variables as they are now; changing one is a step of its own (it can be stepped back). */
export function VariablePanel({
  board,
  values,
  onAct,
}: {
  board: PlayBoard;
  values: PlayValues;
  onAct(a: PlayAction): void;
}) {
  const owned = Object.entries(values.goods).filter(([, n]) => n > 0);
  return (
    <section data-testid="play-variables" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">变量</h2>
      {board.variables.size === 0 && <p className="text-sm text-slate-400">画布还没有变量</p>}
      <ul>
        {[...board.variables.values()].map((v) => (
          <VariableRow
            key={v.var_id}
            name={variableName(v)}
            value={values.vars[v.var_id]}
            shown={showValue(board, v.var_id, values.vars[v.var_id])}
            onSave={(text) => {
              const parsed = parseValueInput(v, text);
              if (!Array.isArray(parsed) && typeof parsed === 'object') return parsed.error;
              onAct({ type: 'set', var_id: v.var_id, value: parsed });
              return null;
            }}
          />
        ))}
      </ul>
      {owned.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          持有物品：
          {owned
            .map(([id, n]) => `${board.content.goods.find((g) => g.good_id === id)?.good_name ?? id}×${n}`)
            .join('、')}
        </p>
      )}
    </section>
  );
}
