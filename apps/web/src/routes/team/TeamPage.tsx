import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useCurrentTeam, useMyInfo } from '@juzuo/api-client/react';
import { Spinner } from '../../components/Spinner';
import { InvitePanel } from './InvitePanel';
import { MembersPanel } from './MembersPanel';
import { RolesPanel } from './RolesPanel';
import type { Manager } from './teamRules';

const TAB =
  'rounded-md px-4 py-1.5 text-sm text-slate-600 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 data-hover:text-slate-900 data-selected:bg-white data-selected:font-medium data-selected:text-slate-900 data-selected:shadow-sm';

/** /workBench/team (mTeamManage): members and roles, the roles editor and invitations. */
export function TeamPage() {
  const { data: team } = useCurrentTeam();
  const { data: user } = useMyInfo();
  if (!team || !user) {
    return (
      <div className="grid h-64 place-items-center">
        <Spinner />
      </div>
    );
  }
  const manager: Manager = { userId: String(user.user_id), permissions: team.my_permissions };
  return (
    <div className="mx-auto max-w-5xl px-8 py-8" data-testid="team-page">
      <header className="mb-6">
        <h1 className="text-xl font-semibold text-slate-900">团队管理</h1>
        <p className="mt-1 text-sm text-slate-500">
          {team.team_name} · 我的角色：{team.role_name}
        </p>
      </header>
      <TabGroup>
        <TabList className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tab className={TAB} data-testid="tab-members">
            成员
          </Tab>
          <Tab className={TAB} data-testid="tab-roles">
            角色与权限
          </Tab>
          <Tab className={TAB} data-testid="tab-invite">
            邀请成员
          </Tab>
        </TabList>
        <TabPanels className="mt-5">
          <TabPanel className="rounded-xl bg-white ring-1 ring-slate-200">
            <MembersPanel manager={manager} />
          </TabPanel>
          <TabPanel>
            <RolesPanel manager={manager} />
          </TabPanel>
          <TabPanel>
            <InvitePanel />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
