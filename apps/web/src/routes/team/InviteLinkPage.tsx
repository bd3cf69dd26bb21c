import { useApiSWR } from '@juzuo/api-client/react';
import { formatDateTime } from '@juzuo/schemas';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { useJoinTeam } from './useJoinTeam';

/** Message of a code the server does not know, or one that was revoked or has expired. */
const INVALID = '邀请码无效或已过期';

/**
 * /team/inviteLink?code=...: who invites you to which team, then join and go to the workbench.
 * The route guard has already sent a signed-out visitor to sign in and back here.
 */
export function InviteLinkPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const navigate = useNavigate();
  const { join, joining } = useJoinTeam();
  const { data, error, isLoading } = useApiSWR(
    {
      service: 'main',
      path: '/ixj_web/team_manage/get_team_invitation_info',
      params: { code },
      scope: 'user',
    },
    // Silent: an invalid code is a state of this page, not a toast.
    () => api.teamManage.getTeamInvitationInfo({ code }, { silent: true }),
    { revalidateOnFocus: false, isPaused: () => !code },
  );
  const expired = data !== undefined && data.expire_time <= Date.now();
  const invalid = !code || error !== undefined || expired;

  const accept = async () => {
    if (await join(code)) navigate('/workBench', { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-md px-6 py-16">
        <section
          data-testid="invite-card"
          aria-label="团队邀请"
          className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
        >
          {invalid ? (
            <div data-testid="invite-invalid">
              <h1 className="text-lg font-semibold text-slate-900">{expired ? '邀请已过期' : INVALID}</h1>
              <p className="mt-2 text-sm leading-6 text-slate-500">
                请联系团队管理员重新生成邀请链接，或在欢迎页输入新的邀请码。
              </p>
              <Link to="/workBench" className="mt-6 inline-block text-sm text-brand-600 hover:underline">
                返回工作台
              </Link>
            </div>
          ) : isLoading || !data ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : (
            <div data-testid="invite-info">
              <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-xl font-semibold text-brand-600 ring-1 ring-brand-100">
                {data.team_name.slice(0, 1)}
              </div>
              <p className="mt-5 text-sm text-slate-500">
                <span data-testid="invite-inviter" className="font-medium text-slate-800">
                  {data.inviter_name || '团队管理员'}
                </span>{' '}
                邀请你加入
              </p>
              <h1 data-testid="invite-team" className="mt-1 text-xl font-semibold text-slate-900">
                {data.team_name}
              </h1>
              <p className="mt-2 text-xs text-slate-400">邀请有效期至 {formatDateTime(data.expire_time)}</p>
              {data.is_member ? (
                <p data-testid="invite-already" className="mt-4 text-sm text-emerald-600">
                  你已是该团队成员
                </p>
              ) : null}
              <Button
                block
                size="lg"
                className="mt-6"
                loading={joining}
                onClick={() => void accept()}
                data-testid="invite-accept"
              >
                {data.is_member ? '进入团队' : '加入团队'}
              </Button>
            </div>
          )}
        </section>
      </main>
    </div>
  );
}
