import { useState } from 'react';
import type * as Y from 'yjs';
import { Button } from '../../components/Button';
import { type BoardEdge, type BoardNode, setEdgeFields } from './boardModel';
import { LiveText, Problem, Section } from './formParts';
import {
  branchProblems,
  CONDITION_OPS,
  chooseDefault,
  clauseProblem,
  clauseValue,
  type VarClause,
} from './formRules';
import type { BoardVariable } from './variables';

const SMALL = 'rounded border border-slate-300 px-1 py-0.5 text-xs disabled:bg-slate-50';

/** Props of the paths form of a BRANCH or LOGIC node. */
export interface BranchFormProps {
  doc: Y.Doc;
  node: BoardNode;
  /** Edges leaving this node. */
  paths: readonly BoardEdge[];
  nameOf: (nodeId: string) => string;
  variables: readonly BoardVariable[];
  readOnly: boolean;
}

/** The outgoing paths of a BRANCH or LOGIC node: a condition over a variable on each, one default path. */
export function BranchForm({ doc, node, paths, nameOf, variables, readOnly }: BranchFormProps) {
  const shape = paths.map((p) => ({
    edgeId: p.id,
    isDefault: p.isDefault,
    hasCondition: Boolean(p.condition),
  }));
  const problems = branchProblems(shape);
  const makeDefault = (edgeId: string) =>
    doc.transact(() => {
      for (const c of chooseDefault(shape, edgeId))
        setEdgeFields(doc, c.edgeId, { is_default: c.isDefault ? true : undefined });
    });
  return (
    <Section title={`路径（${paths.length}）`}>
      {paths.length === 0 && <p className="text-xs text-slate-500">从节点右侧的圆点拖出连线，添加路径。</p>}
      <ul className="space-y-2">
        {paths.map((p) => (
          <li
            key={p.id}
            data-testid="branch-path"
            className="space-y-1 rounded-md border border-slate-200 p-2"
          >
            <div className="flex items-center gap-2 text-xs">
              <span className="min-w-0 flex-1 truncate">→ {nameOf(p.target)}</span>
              <label className="flex items-center gap-1">
                <input
                  type="radio"
                  name={`default-${node.id}`}
                  checked={p.isDefault}
                  disabled={readOnly}
                  onChange={() => makeDefault(p.id)}
                  data-testid="branch-default"
                />
                默认
              </label>
            </div>
            {/* What the player reads on this choice (the console says 前往「…」 without it). */}
            <LiveText
              label="选项文字"
              value={p.label ?? ''}
              placeholder={`前往「${nameOf(p.target)}」`}
              maxLength={100}
              onChange={(v) => setEdgeFields(doc, p.id, { label: v.trim() === '' ? undefined : v })}
              readOnly={readOnly}
              testId="branch-label"
            />
            <ConditionEditor key={p.id} doc={doc} edge={p} variables={variables} readOnly={readOnly} />
          </li>
        ))}
      </ul>
      {problems.map((t) => (
        <Problem key={t} text={t} testId="branch-problem" />
      ))}
    </Section>
  );
}

/** One path's condition: edited as a draft and stored once it names a known variable and a value. */
function ConditionEditor({
  doc,
  edge,
  variables,
  readOnly,
}: {
  doc: Y.Doc;
  edge: BoardEdge;
  variables: readonly BoardVariable[];
  readOnly: boolean;
}) {
  const stored = edge.condition;
  const [draft, setDraft] = useState<VarClause>({
    var_id: typeof stored?.var_id === 'string' ? stored.var_id : '',
    op: typeof stored?.op === 'string' ? stored.op : '==',
    value: stored?.value === undefined ? '' : String(stored.value),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const why = clauseProblem(
      draft,
      variables.map((v) => v.id),
    );
    setProblem(why);
    if (!why)
      setEdgeFields(doc, edge.id, {
        condition: { var_id: draft.var_id, op: draft.op, value: clauseValue(draft.value) },
      });
  };
  if (edge.isDefault) return <p className="text-xs text-slate-400">条件都不满足时走这条路径</p>;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-1">
        <select
          aria-label="条件变量"
          className={SMALL}
          disabled={readOnly}
          value={draft.var_id}
          onChange={(e) => setDraft({ ...draft, var_id: e.target.value })}
        >
          <option value="">选择变量</option>
          {variables.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
        <select
          aria-label="比较"
          className={SMALL}
          disabled={readOnly}
          value={draft.op}
          onChange={(e) => setDraft({ ...draft, op: e.target.value })}
        >
          {CONDITION_OPS.map((op) => (
            <option key={op} value={op}>
              {op}
            </option>
          ))}
        </select>
        <input
          aria-label="值"
          className={`${SMALL} w-20`}
          disabled={readOnly}
          value={draft.value}
          onChange={(e) => setDraft({ ...draft, value: e.target.value })}
        />
        {!readOnly && (
          <Button size="sm" variant="secondary" onClick={save}>
            保存条件
          </Button>
        )}
        {!readOnly && stored && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEdgeFields(doc, edge.id, { condition: undefined })}
          >
            清除
          </Button>
        )}
      </div>
      <Problem text={problem} />
    </div>
  );
}
