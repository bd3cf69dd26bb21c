import { zodResolver } from '@hookform/resolvers/zod';
import { useMyInfo, useRefreshCurrentTeam } from '@juzuo/api-client/react';
import { type TTeamAdd, ZTeamAdd } from '@juzuo/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { TextField } from '../../components/TextField';
import { UserMenu } from '../../components/UserMenu';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import { safeToPath } from '../guard';
import { JoinByCode } from '../team/JoinByCode';

/** Welcome page for a user without a team: create the first team, or join one by code or link. */
export function RegisterWelcomePage() {
  const { data: user } = useMyInfo();
  const navigate = useNavigate();
  // Where the user was heading when the missing team sent them here (?toPath=, set by the redirect).
  const [params] = useSearchParams();
  const { state } = useLocation();
  const from = safeToPath(params.get('toPath')) ?? safeToPath((state as { from?: string } | null)?.from);
  const { mutate } = useSWRConfig();
  const refreshCurrentTeam = useRefreshCurrentTeam();
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
      // The new team is cached before navigating, so the workbench never acts on the old 7007.
      await refreshCurrentTeam().catch(() => undefined);
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
          在剧作台，作品、素材与权限都归属于团队。创建你的第一个团队，或通过邀请加入已有团队。
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
        <JoinByCode onJoined={() => navigate(from ?? '/workBench', { replace: true })} />
      </main>
    </div>
  );
}
