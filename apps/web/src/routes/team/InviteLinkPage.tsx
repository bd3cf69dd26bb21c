import { AppHeader } from '../../components/AppHeader';
import { ComingSoon } from '../../components/EmptyState';

/** Team invitation landing (built by the teams issue). */
export function InviteLinkPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader />
      <ComingSoon area="团队邀请" summary="查看邀请你的团队与邀请人，确认后加入团队并进入工作台。" />
    </div>
  );
}
