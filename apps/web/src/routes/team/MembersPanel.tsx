import { useRoleList, useTeamMembers } from '@juzuo/api-client/react';
import { formatDate, type TTeamMember } from '@juzuo/schemas';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Guarded } from '../../components/Guarded';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import { MemberWorksDialog } from './MemberWorksDialog';
import { assignableRoles, assignBlock, type Manager, removeBlock } from './teamRules';

/** Re-reads everything a membership change affects (members, role counts, my own permissions). */
export function useTeamRefresh() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        Array.isArray(key) &&
        typeof key[1] === 'string' &&
        (key[1].startsWith('/ixj_web/team_manage/') ||
          key[1].startsWith('/ixj_web/team_role/') ||
          key[1] === '/ixj_web/team/get_current'),
    );
}

/** Members of the team with their roles: assign a role, see joined works, remove. */
export function MembersPanel({ manager }: { manager: Manager }) {
  const { data, isLoading } = useTeamMembers();
  const { data: roles } = useRoleList();
  const refresh = useTeamRefresh();
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const [worksOf, setWorksOf] = useState<TTeamMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const assign = async (m: TTeamMember, roleId: string) => {
    if (roleId === m.role_id) return;
    setBusy(m.user_id);
    try {
      await api.teamRole.setTeamRoleToMember({ user_id: m.user_id, role_id: roleId });
      toast.success('角色已更新');
    } catch {
      // The client showed why.
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const remove = async (m: TTeamMember) => {
    setRemoving(null);
    setBusy(m.user_id);
    try {
      await api.teamManage.removeTeamMember({ user_id: m.user_id });
      toast.success(`已将 ${m.name} 移出团队`);
    } catch {
      // The client showed why.
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  if (isLoading && !data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  const members = data?.list ?? [];
  const options = assignableRoles(roles?.list ?? []);
  return (
    <>
      <table data-testid="member-table" className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-500">
          <tr>
            <th className="py-2.5 pl-4 font-medium">成员</th>
            <th className="py-2.5 font-medium">角色</th>
            <th className="py-2.5 font-medium">加入时间</th>
            <th className="py-2.5 pr-4 text-right font-medium">操作</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((m) => {
            const assignReason = assignBlock(manager, m);
            const removeReason = removeBlock(manager, m);
            return (
              <tr key={m.user_id} data-testid={`member-${m.user_id}`} className="align-middle">
                <td className="py-3 pl-4">
                  <span className="flex items-center gap-3">
                    <Avatar src={m.avatar} name={m.name} size={32} />
                    <span className="font-medium text-slate-800">{m.name}</span>
                    {m.user_id === manager.userId && <span className="text-xs text-slate-400">（我）</span>}
                  </span>
                </td>
                <td className="py-3">
                  <Guarded reason={assignReason}>
                    {({ disabled, describedBy }) => (
                      <select
                        aria-label={`${m.name}的角色`}
                        aria-describedby={describedBy}
                        data-testid={`member-role-${m.user_id}`}
                        disabled={disabled || busy === m.user_id}
                        value={m.role_id ?? ''}
                        onChange={(e) => void assign(m, e.target.value)}
                        className="jz-select h-8"
                      >
                        {m.role === 'owner' ? (
                          <option value={m.role_id ?? ''}>{m.role_name}</option>
                        ) : (
                          options.map((r) => (
                            <option key={r.role_id} value={r.role_id}>
                              {r.role_name}
                            </option>
                          ))
                        )}
                      </select>
                    )}
                  </Guarded>
                </td>
                <td className="py-3 text-slate-500">{formatDate(m.joined_at)}</td>
                <td className="py-3 pr-4">
                  <span className="flex justify-end gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setWorksOf(m)}
                      data-testid={`member-works-${m.user_id}`}
                    >
                      参与作品
                    </Button>
                    <Guarded reason={removeReason}>
                      {({ disabled, describedBy }) => (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-rose-600 hover:bg-rose-50 hover:text-rose-700"
                          disabled={disabled || busy === m.user_id}
                          aria-describedby={describedBy}
                          onClick={() => setRemoving(m)}
                          data-testid={`member-remove-${m.user_id}`}
                        >
                          移除
                        </Button>
                      )}
                    </Guarded>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        title="移除成员"
        message={`确定将「${removing?.name ?? ''}」移出团队吗？移除后对方将无法访问团队的作品与素材。`}
        confirmLabel="移除"
        danger
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
      {worksOf && <MemberWorksDialog member={worksOf} manager={manager} onClose={() => setWorksOf(null)} />}
    </>
  );
}
