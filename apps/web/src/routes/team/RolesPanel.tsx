import { usePermissionOptions, useRoleList } from '@juzuo/api-client/react';
import { TEAM_PERMISSIONS, type TTeamPermission, type TTeamRole } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import { useTeamRefresh } from './MembersPanel';
import { NewRoleForm } from './NewRoleForm';
import { PermissionBoxes } from './PermissionBoxes';
import { changedPermissions, grantBlock, type Manager } from './teamRules';

/** Roles of the team, each with its permission checkboxes; custom roles can be renamed and deleted. */
export function RolesPanel({ manager }: { manager: Manager }) {
  const { data, isLoading } = useRoleList();
  const { data: options } = usePermissionOptions();
  const labels = new Map((options?.list ?? []).map((o) => [o.value, o.label]));
  if (isLoading && !data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <NewRoleForm manager={manager} labels={labels} />
      <ul className="space-y-3" aria-label="角色列表">
        {(data?.list ?? []).map((role) => (
          <RoleCard
            // Remount on a server change so the draft starts from the saved state.
            key={`${role.role_id}:${role.role_name}:${role.permissions.join()}`}
            role={role}
            manager={manager}
            labels={labels}
          />
        ))}
      </ul>
    </div>
  );
}

/** One role: name (custom roles only), permissions, save and delete. */
function RoleCard({
  role,
  manager,
  labels,
}: {
  role: TTeamRole;
  manager: Manager;
  labels: Map<TTeamPermission, string>;
}) {
  const refresh = useTeamRefresh();
  const [name, setName] = useState(role.role_name);
  const [perms, setPerms] = useState<TTeamPermission[]>(role.permissions);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const fixed = role.kind === 'owner';
  const custom = role.kind === 'custom';
  const changed = changedPermissions(role.permissions, perms);
  const dirty = changed.length > 0 || (custom && name.trim() !== role.role_name);

  const save = async () => {
    setSaving(true);
    try {
      await api.teamRole.update({
        role_id: role.role_id,
        permissions: TEAM_PERMISSIONS.filter((p) => perms.includes(p)),
        ...(custom ? { role_name: name.trim() } : {}),
      });
      toast.success('角色已保存');
    } catch {
      setPerms(role.permissions);
    } finally {
      setSaving(false);
      await refresh();
    }
  };

  const remove = async () => {
    setDeleting(false);
    try {
      await api.teamRole.delete({ role_id: role.role_id });
      toast.success('角色已删除');
    } catch {
      // The client showed why.
    }
    await refresh();
  };

  return (
    <li
      data-testid={`role-${role.role_name}`}
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      aria-label={`角色：${role.role_name}`}
    >
      <div className="flex items-center gap-3">
        {custom ? (
          <input
            aria-label="角色名称"
            value={name}
            maxLength={20}
            onChange={(e) => setName(e.target.value)}
            className="h-8 w-40 rounded-md border border-slate-300 px-2 text-sm font-medium"
          />
        ) : (
          <span className="text-sm font-semibold text-slate-900">{role.role_name}</span>
        )}
        <span className="text-xs text-slate-400">{role.member_count} 人</span>
        {!custom && (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-500">内置</span>
        )}
        <span className="ml-auto flex gap-2">
          {custom && (
            <Button
              variant="ghost"
              size="sm"
              className="text-rose-600 hover:bg-rose-50"
              onClick={() => setDeleting(true)}
              data-testid="role-delete"
            >
              删除
            </Button>
          )}
          {!fixed && (
            <Button
              size="sm"
              disabled={!dirty || !name.trim()}
              loading={saving}
              onClick={() => void save()}
              data-testid="role-save"
            >
              保存
            </Button>
          )}
        </span>
      </div>
      <PermissionBoxes
        className="mt-3"
        value={perms}
        labels={labels}
        onChange={setPerms}
        blockOf={(p) => (fixed ? '创建者拥有全部权限，不能修改' : grantBlock(manager, [p]))}
      />
      <ConfirmDialog
        open={deleting}
        title="删除角色"
        message={`确定删除角色「${role.role_name}」吗？该角色的成员将改为「成员」角色。`}
        confirmLabel="删除"
        danger
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}
