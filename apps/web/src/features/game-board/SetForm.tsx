import type { TGameAssignment } from '@juzuo/schemas';
import type * as Y from 'yjs';
import { Button } from '../../components/Button';
import type { BoardNode } from './boardModel';
import { Choice, LiveText, Problem, Section } from './formParts';
import { ASSIGN_OPS, clauseProblem, clauseValue } from './formRules';
import { appendEntries, removeEntry, setEntryField } from './listModel';
import type { BoardVariable } from './variables';

/** Props of the SET form. */
export interface SetFormProps {
  doc: Y.Doc;
  node: BoardNode;
  variables: readonly BoardVariable[];
  readOnly: boolean;
}

/** The assignments of a SET node, in order: a variable, an operation and a value each. */
export function SetForm({ doc, node, variables, readOnly }: SetFormProps) {
  const list = (
    Array.isArray(node.fields.assignments) ? node.fields.assignments : []
  ) as Partial<TGameAssignment>[];
  const ids = variables.map((v) => v.id);
  const set = (i: number, key: string, value: unknown) =>
    setEntryField(doc, node.id, 'assignments', i, key, value);
  return (
    <Section title={`赋值（${list.length}）`}>
      {variables.length === 0 && (
        <p className="text-xs text-slate-500">画布还没有变量，先在「变量」里新建。</p>
      )}
      <ol className="space-y-2">
        {list.map((a, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: assignments have no id; the index is their place
            key={i}
            data-testid="set-assignment"
            className="space-y-1 rounded-md border border-slate-200 p-2"
          >
            <div className="grid grid-cols-[1fr_auto] gap-1">
              <Choice
                label="变量"
                value={a.var_id ?? ''}
                empty="选择变量"
                options={variables.map((v) => ({ value: v.id, label: v.name }))}
                onChange={(v) => set(i, 'var_id', v)}
                readOnly={readOnly}
              />
              <Choice
                label="操作"
                value={a.op ?? '='}
                options={ASSIGN_OPS.map((op) => ({ value: op, label: op }))}
                onChange={(v) => set(i, 'op', v)}
                readOnly={readOnly}
              />
            </div>
            <LiveText
              label="值"
              value={a.value === undefined ? '' : String(a.value)}
              onChange={(v) => set(i, 'value', v.trim() === '' ? undefined : clauseValue(v))}
              readOnly={readOnly}
            />
            <Problem
              text={clauseProblem(
                {
                  var_id: a.var_id ?? '',
                  op: a.op ?? '=',
                  value: a.value === undefined ? '' : String(a.value),
                },
                ids,
              )}
            />
            {!readOnly && (
              <Button size="sm" variant="ghost" onClick={() => removeEntry(doc, node.id, 'assignments', i)}>
                删除
              </Button>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && variables[0] && (
        <Button
          size="sm"
          variant="secondary"
          // A complete assignment, so the board's REST reading of the node stays whole meanwhile.
          onClick={() =>
            appendEntries(doc, node.id, 'assignments', [{ var_id: variables[0]?.id, op: '=', value: 0 }])
          }
        >
          ＋赋值
        </Button>
      )}
    </Section>
  );
}
