import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useAdminOverview, useMyInfo } from '@juzuo/api-client/react';
import type { ReactNode } from 'react';
import { AppHeader } from '../../components/AppHeader';
import { NoPermission } from '../../components/NoPermission';
import { Spinner } from '../../components/Spinner';
import { AuditPanel } from './AuditPanel';
import { EnginesPanel } from './EnginesPanel';
import { JobsPanel } from './JobsPanel';
import { UnsavedDocumentsPanel } from './UnsavedDocumentsPanel';
import { UsersPanel } from './UsersPanel';

const TAB =
  'rounded-md px-4 py-1.5 text-sm text-slate-600 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 data-hover:text-slate-900 data-selected:bg-white data-selected:font-medium data-selected:text-slate-900 data-selected:shadow-sm';

/** The frame of /admin: app header and a wide column. */
function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader section="运营后台" />
      <main className="mx-auto max-w-6xl px-8 py-8">{children}</main>
    </div>
  );
}

/**
 * /admin, the operator area (ADMIN_PHONES): users and their special tags, approvals for internal-only
 * mode, engine status, jobs, documents whose saves are refused and the audit log. Anyone else sees the no-permission notice and the page
 * never asks the operator calls.
 */
export function AdminPage() {
  const { data: user } = useMyInfo();
  const isAdmin = user?.is_admin === true;
  const { data: overview } = useAdminOverview(isAdmin);
  if (!user) {
    return (
      <AdminFrame>
        <div className="grid h-64 place-items-center">
          <Spinner />
        </div>
      </AdminFrame>
    );
  }
  if (!isAdmin) {
    return (
      <AdminFrame>
        <NoPermission
          title="暂无运营后台权限"
          detail="运营后台仅对运营人员开放，如需使用请联系系统管理员。"
        />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame>
      <header className="mb-6" data-testid="admin-page">
        <h1 className="text-xl font-semibold text-slate-900">运营后台</h1>
        <p className="mt-1 text-sm text-slate-500">
          管理用户的功能权限（特殊标签）与账号审核，查看 AI 引擎、后台任务与文档保存状态。
          {overview?.internal_only ? (
            <span data-testid="admin-internal-only" className="ml-2 text-amber-700">
              当前为仅限内部账号模式：未审核的账号无法登录。
            </span>
          ) : null}
        </p>
      </header>
      <TabGroup>
        <TabList className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tab className={TAB} data-testid="admin-tab-users">
            用户与权限
          </Tab>
          <Tab className={TAB} data-testid="admin-tab-engines">
            引擎状态
          </Tab>
          <Tab className={TAB} data-testid="admin-tab-jobs">
            后台任务
          </Tab>
          <Tab className={TAB} data-testid="admin-tab-unsaved">
            保存异常
          </Tab>
          <Tab className={TAB} data-testid="admin-tab-audit">
            操作记录
          </Tab>
        </TabList>
        <TabPanels className="mt-5">
          <TabPanel>
            <UsersPanel internalOnly={overview?.internal_only ?? false} />
          </TabPanel>
          <TabPanel>
            <EnginesPanel />
          </TabPanel>
          <TabPanel>
            <JobsPanel />
          </TabPanel>
          <TabPanel>
            <UnsavedDocumentsPanel />
          </TabPanel>
          <TabPanel>
            <AuditPanel />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </AdminFrame>
  );
}
