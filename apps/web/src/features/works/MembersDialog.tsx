import { useCurrentTeam, useTeamMembers } from '@juzuo/api-client/react';
import { type TWorkMember, type TWorkPermission, WORK_PERMISSIONS } from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useBusySubmit } from '../../lib/useBusySubmit';
import { DialogFrame } from './DialogFrame';
import { PermissionChecks } from './PermissionChecks';
import { useMemberActions, useMembersOf } from './useWorks';

/** Props of MembersDialog. */
export interface MembersDialogProps {
  workId: string;
  workName: string;
  open: boolean;
  onClose: () => void;
}

/** Members of a work: their permissions (changed in place), removal, and adding a team member. */
export function MembersDialog({ workId, workName, open, onClose }: MembersDialogProps) {
  const { members, isLoading } = useMembersOf(open ? workId : null);
  const { setMember, removeMember } = useMemberActions(workId);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={`成员管理 · ${workName}`}
      width="max-w-2xl"
      testId="members-dialog"
    >
      {isLoading ? (
        <div className="grid h-40 place-items-center">
          <Spinner />
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {members.map((m) => (
            <MemberRow key={m.user_id} member={m} onSet={setMember} onRemove={removeMember} />
          ))}
        </ul>
      )}
      <AddMember existing={members.map((m) => m.user_id)} onAdd={setMember} />
    </DialogFrame>
  );
}

function MemberRow({
  member,
  onSet,
  onRemove,
}: {
  member: TWorkMember;
  onSet: (userId: string, permissions: TWorkPermission[]) => Promise<unknown>;
  onRemove: (userId: string) => Promise<unknown>;
}) {
  const fixed = member.is_team_owner === 1;
  const { busy, run } = useBusySubmit();
  // Local copy: a second tick right after the first must build on it, not on the list being re-read.
  const [perms, setPerms] = useState<TWorkPermission[]>(member.permissions);
  useEffect(() => setPerms(member.permissions), [member.permissions]);
  return (
    <li data-testid="member-row" data-user-id={member.user_id} className="flex items-center gap-3 py-3">
      <Avatar src={member.avatar} name={member.name} size={32} />
      <div className="w-32 min-w-0">
        <p data-testid="member-name" className="truncate text-sm font-medium text-slate-900">
          {member.name}
        </p>
        <p className="text-xs text-slate-400">
          {fixed ? '团队创建者' : member.is_creator ? '作品创建者' : '成员'}
        </p>
      </div>
      <div className="flex-1">
        <PermissionChecks
          value={fixed ? WORK_PERMISSIONS : perms}
          disabled={fixed || busy}
          onChange={(next) => {
            const before = perms;
            setPerms(next);
            void run(async () => {
              try {
                await onSet(member.user_id, next);
              } catch (e) {
                setPerms(before);
                throw e;
              }
            });
          }}
          testId={`member-perm-${member.user_id}`}
        />
      </div>
      {!fixed && !member.is_creator && (
        <Button
          size="sm"
          variant="ghost"
          className="text-rose-600!"
          disabled={busy}
          onClick={() => run(() => onRemove(member.user_id))}
          data-testid="member-remove"
        >
          移除
        </Button>
      )}
    </li>
  );
}

/** Picks a team member not yet in the work and grants the ticked permissions. */
function AddMember({
  existing,
  onAdd,
}: {
  existing: readonly string[];
  onAdd: (userId: string, permissions: TWorkPermission[]) => Promise<unknown>;
}) {
  const { data: team } = useCurrentTeam();
  // The team member list needs team management; asking without it would answer 7013 (and leave the page).
  const mayList = team?.abilities.can_manage_team ?? false;
  const { data } = useTeamMembers({ isPaused: () => !mayList });
  const [userId, setUserId] = useState('');
  const [perms, setPerms] = useState<TWorkPermission[]>(['WriteWork']);
  const [busy, setBusy] = useState(false);
  if (!mayList) {
    return (
      <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-xs text-slate-500">
        添加新成员需要「团队管理」权限，请联系团队管理员。
      </p>
    );
  }
  const candidates = (data?.list ?? []).filter((m) => !existing.includes(String(m.user_id)));
  const add = async () => {
    if (!userId) return;
    setBusy(true);
    try {
      await onAdd(userId, perms);
      setUserId('');
    } catch {
      // The client already showed the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="mb-3 text-sm font-medium text-slate-700">添加成员</p>
      <div className="flex flex-wrap items-center gap-3">
        <select
          aria-label="选择团队成员"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          data-testid="member-add-select"
          className="jz-select min-w-40"
        >
          <option value="">{candidates.length ? '选择团队成员' : '没有可添加的团队成员'}</option>
          {candidates.map((m) => (
            <option key={m.user_id} value={String(m.user_id)}>
              {m.name}
            </option>
          ))}
        </select>
        <PermissionChecks value={perms} onChange={setPerms} testId="member-add-perm" />
        <Button size="sm" disabled={!userId} loading={busy} onClick={add} data-testid="member-add-submit">
          添加
        </Button>
      </div>
    </div>
  );
}
