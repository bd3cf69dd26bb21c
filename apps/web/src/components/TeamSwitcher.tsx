import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useCurrentTeam, useMyTeamList } from '@juzuo/api-client/react';
import { useState } from 'react';
import { api } from '../lib/api';

/**
 * The current team as a menu of my teams. Choosing another one switches on the server and reloads
 * the page, so every view (and its cached reads) starts over in the new team; other tabs reload
 * through the multi-tab sync on StorageKeys.teamId.
 */
export function TeamSwitcher() {
  const { data: team } = useCurrentTeam();
  const { data: teams } = useMyTeamList();
  const [switching, setSwitching] = useState(false);
  if (!team?.team_name) return null;
  const currentId = String(team.team_id);

  const choose = async (teamId: string) => {
    if (teamId === currentId || switching) return;
    setSwitching(true);
    try {
      await api.team.setCurrent({ team_id: teamId });
      window.location.reload();
    } catch {
      // The client already showed the failure as a toast; stay in the current team.
      setSwitching(false);
    }
  };

  return (
    <Menu as="div" className="relative hidden sm:block">
      <MenuButton
        data-testid="team-switcher"
        aria-label={`当前团队：${team.team_name}，切换团队`}
        disabled={switching}
        className="flex max-w-48 items-center gap-1 rounded-md bg-slate-100 px-2.5 py-1 text-xs text-slate-600 transition-colors hover:bg-slate-200 disabled:opacity-60"
      >
        <span data-testid="current-team" className="truncate">
          {String(team.team_name)}
        </span>
        <svg
          viewBox="0 0 20 20"
          className="size-3.5 shrink-0 opacity-60"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.44l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-50 mt-2 max-h-80 w-60 overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        <div className="px-3 py-2 text-xs text-slate-400">切换团队</div>
        {(teams?.list ?? [team]).map((t) => {
          const id = String(t.team_id);
          const current = id === currentId;
          return (
            <MenuItem key={id}>
              <button
                type="button"
                data-testid={`team-option-${id}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => void choose(id)}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100"
              >
                <span className="min-w-0 flex-1 truncate">{t.team_name}</span>
                {current && (
                  <span className="shrink-0 text-xs text-brand-600">
                    <svg viewBox="0 0 20 20" className="inline size-4" fill="currentColor" aria-hidden="true">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                    当前
                  </span>
                )}
              </button>
            </MenuItem>
          );
        })}
      </MenuItems>
    </Menu>
  );
}
