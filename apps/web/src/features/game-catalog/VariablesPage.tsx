import { useCallMutation } from '@juzuo/api-client/react';
import { gameArrayDelete, gameNumericDelete, type TGameVariable } from '@juzuo/schemas';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { boardVariableUses } from '../game-board/boardQueries';
import type { LiveBoard } from '../game-board/useLiveBoard';
import { variableName } from '../game-play/model';
import { CatalogShell } from './CatalogShell';
import { goodTypes, inUseWarning, scopeGroups, storesPricedIn } from './catalog';
import { NewVariableForm } from './NewVariableForm';
import { VARIABLE_COLUMNS, VariableRow } from './VariableRow';

/** /workDetail/{id}/GAME/gameStoryVariable: every variable of a board, by scope, with who uses it. */
export function VariablesPage({ workId }: { workId: string }) {
  return (
    <CatalogShell
      workId={workId}
      title="变量"
      summary="控制分支条件、数值与物品清单的变量；名称在整块画布内唯一。"
      testId="variables-page"
    >
      {(board) => <Variables board={board} />}
    </CatalogShell>
  );
}

function Variables({ board }: { board: LiveBoard }) {
  const { content, nodes, edges, editable, boardId } = board;
  const variables = content?.variables ?? [];
  const stores = content?.stores ?? [];
  const types = useMemo(() => goodTypes(content?.goods ?? []), [content?.goods]);
  const named = useMemo(() => variables.map((v) => ({ id: v.var_id, name: variableName(v) })), [variables]);
  const uses = useMemo(() => boardVariableUses(nodes, edges, named), [nodes, edges, named]);
  const [deleting, setDeleting] = useState<TGameVariable | null>(null);
  const removeNumeric = useCallMutation(gameNumericDelete);
  const removeArray = useCallMutation(gameArrayDelete);
  const usersOf = (v: TGameVariable) => {
    const use = uses.get(v.var_id);
    const nodeIds = [...new Set([...(use?.writers ?? []), ...(use?.readers ?? [])])];
    return { nodeIds, stores: storesPricedIn(stores, v.var_id).map((s) => s.store_name) };
  };
  const warning = deleting
    ? inUseWarning(
        `变量「${variableName(deleting)}」`,
        usersOf(deleting).nodeIds.map(board.nameOf),
        usersOf(deleting).stores,
      )
    : null;
  const remove = async (v: TGameVariable) => {
    setDeleting(null);
    const ref = { board_id: boardId, var_id: v.var_id };
    await (v.kind === 'numeric' ? removeNumeric(ref) : removeArray(ref));
  };

  return (
    <div className="space-y-5">
      {editable && <NewVariableForm boardId={boardId} names={named.map((n) => n.name)} types={types} />}
      {scopeGroups(variables).map((group) => (
        <section
          key={group.scope}
          data-testid={`scope-${group.scope}`}
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <h3 className="flex items-center gap-2 border-b border-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-800">
            {group.label}
            <span className="rounded-full bg-slate-100 px-2 text-xs font-normal text-slate-500">
              {group.list.length}
            </span>
          </h3>
          {group.list.length === 0 ? (
            <p className="px-4 py-4 text-xs text-slate-400">没有{group.label}。</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              <li className={`${VARIABLE_COLUMNS} px-4 pt-2 pb-1 text-xs text-slate-400`} aria-hidden="true">
                <span className="pl-1.5">名称</span>
                <span>作用域</span>
                <span>类型</span>
                <span>默认值</span>
                <span />
              </li>
              {group.list.map((v) => {
                const use = uses.get(v.var_id);
                return (
                  <VariableRow
                    key={v.var_id}
                    boardId={boardId}
                    variable={v}
                    otherNames={named.filter((n) => n.id !== v.var_id).map((n) => n.name)}
                    types={types}
                    writers={use?.writers ?? []}
                    readers={use?.readers ?? []}
                    stores={usersOf(v).stores}
                    nameOf={board.nameOf}
                    onJump={board.openNode}
                    onDelete={() => setDeleting(v)}
                    editable={editable}
                  />
                );
              })}
            </ul>
          )}
        </section>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="删除变量"
        message={warning ?? `确定删除变量「${deleting ? variableName(deleting) : ''}」吗？`}
        confirmLabel="删除"
        danger
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
