import { z } from 'zod';
import type { TTeamPermission } from './permissions';

/** Body of POST /ixj_web/team/add. */
export const ZTeamAdd = z.object({
  team_name: z
    .string({ error: '请输入团队名称' })
    .trim()
    .min(1, '请输入团队名称')
    .max(30, '团队名称不能超过30个字'),
});
export type TTeamAdd = z.infer<typeof ZTeamAdd>;

/** Body of PUT /ixj_web/team/set_current. */
export const ZTeamSetCurrent = z.object({
  // Older clients send numeric ids; ids are strings here.
  team_id: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: '缺少 team_id' }).trim().min(1, '缺少 team_id').max(64, 'team_id 不合法'),
  ),
});
export type TTeamSetCurrent = z.infer<typeof ZTeamSetCurrent>;

/** Answer of GET /ixj_web/team/get_current. */
export interface TCurrentTeam {
  team_id: string;
  team_name: string;
  /** 'owner' or 'member' (issue 3 adds custom roles). */
  role: string;
  my_permissions: TTeamPermission[];
}

/** One entry of GET /ixj_web/team/get_my_team_list. */
export interface TMyTeam extends TCurrentTeam {
  /** 1 for the team the workbench opens in. */
  is_current: 0 | 1;
}
