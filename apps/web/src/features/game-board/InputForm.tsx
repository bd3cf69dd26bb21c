import { AssignOp, type TGameAssignment } from '@juzuo/schemas';
import type * as Y from 'yjs';
import { type BoardNode, setNodeFields } from './boardModel';
import { Choice, Section } from './formParts';
import type { BoardVariable } from './variables';

/**
 * The assignment that makes an INPUT's answer go into a variable, as the play-test console reads it
 * (a numeric variable takes the number typed, a list gets the answer pushed), shaped so the checker
 * sees no type mismatch. GOOD lists hold goods, not typed answers, so they take none (null).
 */
export function inputAssignment(v: BoardVariable): TGameAssignment | null {
  if (v.kind === 'numeric') return { var_id: v.id, op: AssignOp.SET, value: 0 };
  if (v.varType === 'GOOD') return null;
  return { var_id: v.id, op: AssignOp.PUSH, value: v.varType === 'NUMBER' ? 0 : '' };
}

/** INPUT: the variable the player's answer goes into. */
export function InputForm({
  doc,
  node,
  variables,
  readOnly,
}: {
  doc: Y.Doc;
  node: BoardNode;
  variables: readonly BoardVariable[];
  readOnly: boolean;
}) {
  const list = Array.isArray(node.fields.assignments)
    ? (node.fields.assignments as { var_id?: unknown }[])
    : [];
  const current = typeof list[0]?.var_id === 'string' ? list[0].var_id : '';
  const targets = variables.filter((v) => inputAssignment(v) !== null);
  return (
    <Section title="玩家的回答">
      <Choice
        label="存入变量"
        value={current}
        empty={targets.length === 0 ? '（画布还没有可存入的变量）' : '不保存'}
        options={targets.map((v) => ({ value: v.id, label: v.name }))}
        onChange={(id) => {
          const v = targets.find((t) => t.id === id);
          const a = v ? inputAssignment(v) : null;
          setNodeFields(doc, node.id, { assignments: a ? [a] : undefined });
        }}
        readOnly={readOnly}
        testId="input-target"
      />
    </Section>
  );
}
