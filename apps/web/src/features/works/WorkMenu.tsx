import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { TWorkAbilities } from '@juzuo/schemas';
import { DisabledWithReason } from '../../components/DisabledWithReason';

/** Actions offered on a work in the list. */
export type WorkAction = 'open' | 'info' | 'export' | 'export-file' | 'members' | 'copy' | 'delete';

/** Each action with the ability (presented by the API) a managing action needs. */
const ITEMS: { action: WorkAction; label: string; ability?: keyof TWorkAbilities; danger?: boolean }[] = [
  { action: 'open', label: '打开' },
  { action: 'info', label: '作品信息' },
  { action: 'export-file', label: '导出剧本文件（Word、PDF…）' },
  { action: 'export', label: '导出归档（zip）' },
  { action: 'members', label: '成员管理', ability: 'can_manage_members' },
  { action: 'copy', label: '复制', ability: 'can_copy' },
  { action: 'delete', label: '删除', ability: 'can_delete', danger: true },
];

/** Why a managing action is disabled: only the work's creator (with 作品管理) or the team creator may. */
export const MANAGE_REASON = '需要「作品管理」权限：仅作品创建者或团队创建者可操作';

const ROW = 'flex h-9 w-full items-center rounded-lg px-3 text-left text-sm';

/** The "⋯" menu of a work card or row; managing actions are disabled with a reason when not allowed. */
export function WorkMenu({
  name,
  abilities,
  onAction,
}: {
  name: string;
  abilities: TWorkAbilities;
  onAction: (a: WorkAction) => void;
}) {
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={`${name} 的更多操作`}
        data-testid="work-menu"
        className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-36 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {ITEMS.map((item) =>
          item.ability && !abilities[item.ability] ? (
            <MenuItem key={item.action} disabled as="div">
              <DisabledWithReason
                reason={MANAGE_REASON}
                placement="right"
                className="w-full"
                testId={`work-action-${item.action}`}
                buttonClassName={`${ROW} cursor-not-allowed text-slate-300`}
              >
                {item.label}
              </DisabledWithReason>
            </MenuItem>
          ) : (
            <MenuItem key={item.action}>
              <button
                type="button"
                data-testid={`work-action-${item.action}`}
                onClick={() => onAction(item.action)}
                className={`${ROW} data-[focus]:bg-slate-100 ${item.danger ? 'text-rose-600' : 'text-slate-700'}`}
              >
                {item.label}
              </button>
            </MenuItem>
          ),
        )}
      </MenuItems>
    </Menu>
  );
}
