import { useMemo, useState } from 'react';
import type * as Y from 'yjs';
import { Button } from '../../components/Button';
import { NewNameForm } from '../../components/NewNameForm';
import { toast } from '../../stores/toast';
import type { BoardNode } from '../game-board/boardModel';
import { nodeTitle } from '../game-board/nodeTitle';
import { RoleDetail } from './RoleDetail';
import {
  createRole,
  type GameRole,
  linesByRole,
  linkSpeaker,
  roleLabel,
  roleNameTaken,
  rolesOf,
  speakersWithoutRole,
} from './roleModel';

/** Props of the roles list and the chosen role. */
export interface RolesBodyProps {
  workId: string;
  boardId: string;
  ydoc: Y.Doc;
  nodes: readonly BoardNode[];
  readOnly: boolean;
}

/** The board's roles on the left (new role, speakers still without one), the chosen role on the right. */
export function RolesBody({ workId, boardId, ydoc, nodes, readOnly }: RolesBodyProps) {
  const roles = useMemo(() => rolesOf(nodes), [nodes]);
  const lines = useMemo(() => linesByRole(nodes, nodeTitle), [nodes]);
  const orphans = useMemo(() => speakersWithoutRole(nodes, roles), [nodes, roles]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = roles.find((r) => r.id === chosenId) ?? roles[0];
  const add = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    // Lines choose roles by id, but a writer picks them by name: two of one name would be a trap.
    const same = roles.find((r) => r.name === trimmed);
    if (same) {
      toast.error(roleNameTaken(trimmed));
      setChosenId(same.id);
      throw new Error('duplicate role name');
    }
    setChosenId(createRole(ydoc, nodes, trimmed));
  };
  // A speaker without a role: linked to the role of that name, or made one.
  const adopt = (name: string) => {
    const same = roles.find((r) => r.name === name);
    if (!same) return add(name);
    linkSpeaker(ydoc, nodes, same.id, name);
    setChosenId(same.id);
  };
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white">
        {!readOnly && (
          <NewNameForm
            label="新角色名称"
            placeholder="角色名称"
            testId="new-role"
            className="border-b border-slate-100"
            onCreate={async (name) => add(name)}
          />
        )}
        <nav aria-label="角色列表" className="min-h-0 flex-1 overflow-y-auto p-2">
          {roles.length === 0 && (
            <p className="px-2 py-6 text-center text-xs text-slate-400">
              {readOnly ? '这个画布还没有角色。' : '还没有角色，在上方新建一个。'}
            </p>
          )}
          <ul className="space-y-0.5">
            {roles.map((r) => (
              <RoleRow
                key={r.id}
                role={r}
                count={lines.get(r.id)?.length ?? 0}
                active={r.id === chosen?.id}
                onSelect={() => setChosenId(r.id)}
              />
            ))}
          </ul>
          {orphans.length > 0 && (
            <section className="mt-4 border-t border-slate-100 px-2 pt-3" data-testid="speakers-without-role">
              <h3 className="text-xs font-semibold text-slate-600">台词里还没建角色的人物</h3>
              <ul className="mt-2 space-y-1">
                {orphans.map((o) => (
                  <li key={o.name} className="flex items-center gap-2 text-sm text-slate-700">
                    <span className="min-w-0 flex-1 truncate">{o.name}</span>
                    <span className="text-xs text-slate-400">{o.count}句</span>
                    {!readOnly && (
                      <Button size="sm" variant="secondary" onClick={() => adopt(o.name)}>
                        {roles.some((r) => r.name === o.name) ? '关联角色' : '建为角色'}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </nav>
      </aside>
      <main className="min-w-0 flex-1 overflow-y-auto">
        {chosen ? (
          <RoleDetail
            key={chosen.id}
            workId={workId}
            boardId={boardId}
            ydoc={ydoc}
            role={chosen}
            lines={lines.get(chosen.id) ?? []}
            readOnly={readOnly}
            onDeleted={() => setChosenId(null)}
          />
        ) : (
          <div className="grid h-full place-items-center text-sm text-slate-400">
            {readOnly ? '没有可查看的角色' : '新建一个角色，为它配置立绘和音色'}
          </div>
        )}
      </main>
    </div>
  );
}

function RoleRow({
  role,
  count,
  active,
  onSelect,
}: {
  role: GameRole;
  count: number;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        data-testid="role-row"
        data-role-id={role.id}
        aria-current={active ? 'true' : undefined}
        onClick={onSelect}
        className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm ${
          active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'
        }`}
      >
        <span className="min-w-0 flex-1 truncate">{roleLabel(role)}</span>
        <span className="shrink-0 text-xs text-slate-400">{count}句</span>
        <span
          title={role.hasVoice ? '已配置音色' : '未配置音色'}
          className={`size-2 shrink-0 rounded-full ${role.hasVoice ? 'bg-emerald-500' : 'bg-amber-400'}`}
        />
      </button>
    </li>
  );
}
