import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMemberJoinedWorks } from '@juzuo/api-client/react';
import {
  ProjectTypeLabel,
  type TMemberJoinedWork,
  type TTeamMember,
  type TWorkPermission,
  WORK_PERMISSIONS,
  WorkPermissionLabel,
} from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { Guarded } from '../../components/Guarded';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import type { Manager } from './teamRules';

/** Props of MemberWorksDialog. */
export interface MemberWorksDialogProps {
  member: TTeamMember;
  manager: Manager;
  onClose: () => void;
}

/** The member's draft: joined works and their work-level permissions. */
type Draft = Map<string, TWorkPermission[]>;

const draftOf = (list: readonly TMemberJoinedWork[]): Draft =>
  new Map(list.filter((w) => w.joined).map((w) => [w.project_id, [...w.permissions]]));

/** Why a work's row is locked for this member, or null. */
function lockOf(member: TTeamMember, work: TMemberJoinedWork): string | null {
  if (member.role === 'owner') return '团队创建者拥有所有作品的全部权限';
  if (work.is_creator) return '作品创建者始终参与自己的作品';
  return null;
}

/**
 * The works a member joins, with work-level permissions per work (works/member_joined_works, saved
 * whole with works/set_member_joined_works: works left unticked are left).
 */
export function MemberWorksDialog({ member, onClose }: MemberWorksDialogProps) {
  const { data, isLoading, mutate } = useMemberJoinedWorks(member.user_id, { revalidateOnMount: true });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data && draft === null) setDraft(draftOf(data.list));
  }, [data, draft]);

  const works = data?.list ?? [];
  const setWork = (id: string, perms: TWorkPermission[] | null) =>
    setDraft((d) => {
      const next = new Map(d ?? []);
      if (perms === null) next.delete(id);
      else next.set(id, perms);
      return next;
    });

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await api.works.setMemberJoinedWorks({
        user_id: member.user_id,
        works: [...draft].map(([project_id, permissions]) => ({ project_id, permissions })),
      });
      toast.success('参与作品已保存');
      await mutate();
      onClose();
    } catch {
      // The client showed why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          data-testid="member-works-dialog"
          className="flex max-h-[80vh] w-full max-w-2xl flex-col rounded-2xl bg-white p-6 shadow-xl"
        >
          <DialogTitle className="text-base font-semibold text-slate-900">
            {member.name} 参与的作品
          </DialogTitle>
          <p className="mt-1 text-sm text-slate-500">勾选成员参与的作品，并为每部作品设置作品权限。</p>
          <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
            {isLoading || !draft ? (
              <div className="flex justify-center py-10">
                <Spinner />
              </div>
            ) : works.length === 0 ? (
              <p className="py-10 text-center text-sm text-slate-400">团队还没有作品</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {works.map((w) => {
                  const lock = lockOf(member, w);
                  const perms = draft.get(w.project_id) ?? null;
                  const joined = perms !== null || member.role === 'owner';
                  return (
                    <li key={w.project_id} data-testid={`joined-work-${w.project_id}`} className="py-3">
                      <Guarded reason={lock}>
                        {({ disabled, describedBy }) => (
                          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                            <input
                              type="checkbox"
                              data-testid="joined-work-toggle"
                              className="size-4 accent-brand-600"
                              checked={joined}
                              disabled={disabled}
                              aria-describedby={describedBy}
                              onChange={(e) =>
                                setWork(w.project_id, e.target.checked ? [...WORK_PERMISSIONS] : null)
                              }
                            />
                            {w.project_name}
                            <span className="text-xs font-normal text-slate-400">
                              {ProjectTypeLabel[w.project_type] ?? w.project_type}
                            </span>
                          </label>
                        )}
                      </Guarded>
                      <fieldset className="mt-2 ml-6 flex flex-wrap gap-x-5 gap-y-1">
                        <legend className="sr-only">{w.project_name}的作品权限</legend>
                        {WORK_PERMISSIONS.map((p) => (
                          <Guarded key={p} reason={lock ?? (joined ? null : '先勾选参与该作品')}>
                            {({ disabled, describedBy }) => (
                              <label
                                className={`inline-flex items-center gap-1.5 text-sm ${disabled ? 'text-slate-400' : 'text-slate-700'}`}
                              >
                                <input
                                  type="checkbox"
                                  data-testid={`work-perm-${p}`}
                                  className="size-4 accent-brand-600"
                                  checked={member.role === 'owner' || (perms ?? []).includes(p)}
                                  disabled={disabled}
                                  aria-describedby={describedBy}
                                  onChange={(e) =>
                                    setWork(
                                      w.project_id,
                                      WORK_PERMISSIONS.filter((x) =>
                                        x === p ? e.target.checked : (perms ?? []).includes(x),
                                      ),
                                    )
                                  }
                                />
                                {WorkPermissionLabel[p]}
                              </label>
                            )}
                          </Guarded>
                        ))}
                      </fieldset>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div className="mt-5 flex justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              取消
            </Button>
            <Button
              loading={saving}
              disabled={!draft || member.role === 'owner'}
              onClick={() => void save()}
              data-testid="member-works-save"
            >
              保存
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
