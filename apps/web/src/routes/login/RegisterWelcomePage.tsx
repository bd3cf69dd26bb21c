import { zodResolver } from '@hookform/resolvers/zod';
import { useMyInfo } from '@juzuo/api-client/react';
import { type TTeamAdd, ZTeamAdd } from '@juzuo/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { TextField } from '../../components/TextField';
import { Tooltip } from '../../components/Tooltip';
import { UserMenu } from '../../components/UserMenu';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import { safeToPath } from '../guard';

/** Welcome page for a user without a team: create the first team (joining by code comes with teams). */
export function RegisterWelcomePage() {
  const { data: user } = useMyInfo();
  const navigate = useNavigate();
  // Where the user was heading when the missing team sent them here (set by the session gate).
  const from = safeToPath((useLocation().state as { from?: string } | null)?.from);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, watch, formState } = useForm<TTeamAdd>({
    resolver: zodResolver(ZTeamAdd),
    defaultValues: { team_name: '' },
  });
  const submit = handleSubmit(async ({ team_name }) => {
    setBusy(true);
    try {
      const { team_id } = await api.team.add({ team_name });
      // Make the new team current so the workbench opens in it (other tabs reload on the change).
      await api.team.setCurrent({ team_id: String(team_id) }, { silent: true }).catch(() => undefined);
      await mutate(() => true);
      toast.success('团队创建成功');
      navigate(from ?? '/workBench', { replace: true });
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
    }
  });
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-6">
        <Logo />
        <UserMenu />
      </header>
      <main className="mx-auto max-w-xl px-6 py-16">
        <h1 className="text-2xl font-semibold text-slate-900">欢迎加入，{user?.name ?? '创作者'}</h1>
        <p className="mt-2 text-slate-500">
          在剧作台，作品、素材与权限都归属于团队。先创建你的第一个团队吧。
        </p>
        <form
          onSubmit={submit}
          noValidate
          className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          aria-label="创建团队"
        >
          <h2 className="mb-4 font-semibold text-slate-900">创建团队</h2>
          <TextField
            label="团队名称"
            placeholder="例如：归途编剧组"
            maxLength={30}
            data-testid="team-name-input"
            error={formState.errors.team_name?.message}
            {...register('team_name')}
          />
          <Button
            type="submit"
            block
            size="lg"
            loading={busy}
            disabled={!watch('team_name').trim()}
            data-testid="create-team"
          >
            创建并进入工作台
          </Button>
        </form>
        <div className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 className="mb-1 font-semibold text-slate-900">加入已有团队</h2>
          <p className="mb-4 text-sm text-slate-500">向团队管理员索取邀请码或邀请链接。</p>
          <div className="flex gap-3">
            <label htmlFor="invite-code" className="sr-only">
              邀请码
            </label>
            <input
              id="invite-code"
              disabled
              placeholder="请输入邀请码"
              className="h-11 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm disabled:cursor-not-allowed"
            />
            <Tooltip text="通过邀请码加入团队即将上线" placement="top">
              {(id) => (
                <Button variant="secondary" disabled aria-describedby={id} data-testid="join-team">
                  加入团队
                </Button>
              )}
            </Tooltip>
          </div>
        </div>
      </main>
    </div>
  );
}
