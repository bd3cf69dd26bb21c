import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useMyInfo } from '@juzuo/api-client/react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api } from '../lib/api';
import { forgetOfflineReads } from '../lib/offline';
import { toast } from '../stores/toast';
import { Avatar } from './Avatar';

/** Signs out everywhere in this tab: session, cached data, then home. */
export function useLogout() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    // Leave the signed-in page first: clearing the session while still on it would make the guard
    // send us to /login (and open the popup) before we reach home.
    await navigate('/', { replace: true });
    await api.account.logout();
    await forgetOfflineReads();
    await mutate(() => true, undefined, { revalidate: false });
    toast.success('已退出登录');
  };
}

/** Avatar + name with 个人设置, 我的任务, 运营后台 (operators only) and 退出登录. */
export function UserMenu({ dark = false }: { dark?: boolean }) {
  const { data: user } = useMyInfo();
  const logout = useLogout();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        data-testid="user-menu"
        aria-label="用户菜单"
        className={`flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm transition-colors ${
          dark ? 'text-slate-200 hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        <Avatar src={user?.avatar} name={user?.name} size={30} />
        <span className="max-w-28 truncate">{user?.name ?? '…'}</span>
        <svg viewBox="0 0 20 20" className="size-4 opacity-60" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.44l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        <div className="px-3 py-2 text-xs text-slate-400">
          {user?.phone ? `手机号 ${user.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}` : '未绑定手机号'}
        </div>
        <MenuItem>
          <Link
            to="/member/setting"
            data-testid="menu-settings"
            className="block rounded-lg px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100"
          >
            个人设置
          </Link>
        </MenuItem>
        <MenuItem>
          <Link
            to="/member/tasks"
            data-testid="menu-tasks"
            className="block rounded-lg px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100"
          >
            我的任务
          </Link>
        </MenuItem>
        {user?.is_admin && (
          <MenuItem>
            <Link
              to="/admin"
              data-testid="menu-admin"
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100"
            >
              运营后台
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <button
            type="button"
            onClick={logout}
            data-testid="logout"
            className="block w-full rounded-lg px-3 py-2 text-left text-sm text-rose-600 data-focus:bg-rose-50"
          >
            退出登录
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
