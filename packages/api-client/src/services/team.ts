import type { TCurrentTeam, TMyTeam, TPage, TTeamAdd, TTeamSetCurrent } from '@juzuo/schemas';
import type { Session } from '../session';
import type { CallOptions, Transport } from '../transport';

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
    add: (body: TTeamAdd, opts?: CallOptions) =>
      t.request<{ team_id: string; team_name: string }>(
        { service: 'main', method: 'POST', path: `${TEAM}/add`, body },
        opts,
      ),
    /** Switches the current team and stores it in the session (other tabs reload on the change). */
    async setCurrent(body: TTeamSetCurrent, opts?: CallOptions): Promise<TCurrentTeam> {
      // The body's explicit team_id wins over the session's (the transport never overrides it).
      const team = await t.request<TCurrentTeam>(
        { service: 'main', method: 'PUT', path: `${TEAM}/set_current`, body },
        opts,
      );
      session.setTeamId(String(team?.team_id ?? body.team_id));
      return team;
    },
    /** Teams the signed-in user belongs to (is_current marks the current one). */
    getMyTeamList: (opts?: CallOptions) =>
      t.request<TPage<TMyTeam>>({ service: 'main', method: 'GET', path: `${TEAM}/get_my_team_list` }, opts),
  };
}

/** The team call group. */
export type TeamService = ReturnType<typeof teamService>;
