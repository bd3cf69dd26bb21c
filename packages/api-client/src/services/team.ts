import type { Session } from '../session';
import type { CallOptions, Transport } from '../transport';

/** Answer of team/get_current. */
export interface TCurrentTeam {
  team_id: string;
  team_name?: string;
  /** Team-level permissions of the signed-in user (TeamPermission values). */
  my_permissions: string[];
  [key: string]: unknown;
}

/** One row of get_my_team_list. */
export interface TTeamSummary {
  team_id: string;
  team_name: string;
  [key: string]: unknown;
}

const TEAM = '/ixj_web/team';

/** Team calls needed by the shell (spec 03 "Teams"); team management lands with its own issue. */
export function teamService(t: Transport, session: Session) {
  return {
    /** The current team and my permissions in it; remembers its id in the session. 7007 = no team. */
    async getCurrent(opts?: CallOptions): Promise<TCurrentTeam> {
      const team = await t.request<TCurrentTeam>(
        { service: 'main', method: 'GET', path: `${TEAM}/get_current` },
        opts,
      );
      if (team?.team_id && String(team.team_id) !== session.get().teamId)
        session.setTeamId(String(team.team_id));
      return team;
    },
    /** Creates a team (the creator joins it). */
    add: (body: { team_name: string }, opts?: CallOptions) =>
      t.request<{ team_id: string }>({ service: 'main', method: 'POST', path: `${TEAM}/add`, body }, opts),
    /** Switches the current team and stores it in the session (other tabs reload on the change). */
    async setCurrent(body: { team_id: string }, opts?: CallOptions): Promise<unknown> {
      const data = await t.request<unknown>(
        { service: 'main', method: 'PUT', path: `${TEAM}/set_current`, body },
        opts,
      );
      session.setTeamId(String(body.team_id));
      return data;
    },
    /** Teams the signed-in user belongs to. */
    getMyTeamList: (opts?: CallOptions) =>
      t.request<{ list: TTeamSummary[]; total?: number }>(
        { service: 'main', method: 'GET', path: `${TEAM}/get_my_team_list` },
        opts,
      ),
  };
}

/** The team call group. */
export type TeamService = ReturnType<typeof teamService>;
