import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { TTeamMember } from '@juzuo/schemas';
import { Button } from '../../components/Button';
import type { Manager } from './teamRules';

/** Props of MemberWorksDialog. */
export interface MemberWorksDialogProps {
  member: TTeamMember;
  manager: Manager;
  onClose: () => void;
}

/** The works a member has joined, with work-level permissions (wired to the works API when it lands). */
export function MemberWorksDialog({ member, onClose }: MemberWorksDialogProps) {
  return (
    <Dialog open onClose={onClose} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          data-testid="member-works-dialog"
          className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl"
        >
          <DialogTitle className="text-base font-semibold text-slate-900">
            {member.name} 参与的作品
          </DialogTitle>
          <p className="mt-4 text-sm text-slate-500">暂无参与的作品</p>
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              关闭
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
