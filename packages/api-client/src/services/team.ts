import {
  type TCurrentTeam,
  type TTeamAdd,
  type TTeamSetCurrent,
  teamAdd,
  teamGetCurrent,
  teamGetMyTeamList,
  teamJoin,
  teamQuit,
  teamSetCurrent,
  teamSimpleWorkList,
  teamUpdate,
} from '@juzuo/schemas';
import type { Session } from '../session';
import type { CallOptions, Transport } from '../transport';
import type { TeamScope } from './teamRole';

/** Team calls of the shell and of joining/leaving (spec 03 "Teams"). */
export function teamService(t: Transport, session: Session) {
  return {
    /** The current team and my permissions in it; remembers its id in the session. 7007 = no team. */
    async getCurrent(opts?: CallOptions): Promise<TCurrentTeam> {
      const team = await t.call(teamGetCurrent, {}, opts);
      if (team?.team_id && String(team.team_id) !== session.get().teamId)
        session.setTeamId(String(team.team_id));
      return team;
    },
    /** Creates a team (the creator joins it). */
    add: (body: TTeamAdd, opts?: CallOptions) => t.call(teamAdd, body, opts),
    /** Switches the current team and stores it in the session (other tabs reload on the change). */
    async setCurrent(body: TTeamSetCurrent, opts?: CallOptions): Promise<TCurrentTeam> {
      // The body's explicit team_id wins over the session's (the transport never overrides it).
      const team = await t.call(teamSetCurrent, body, opts);
      session.setTeamId(String(team?.team_id ?? body.team_id));
      return team;
    },
    /** Teams the signed-in user belongs to (is_current marks the current one). */
    getMyTeamList: (opts?: CallOptions) => t.call(teamGetMyTeamList, {}, opts),
    /** Joins the team an invitation code leads to; answers its id. */
    joinTeam: (body: { code: string }, opts?: CallOptions) => t.call(teamJoin, body, opts),
    /** Renames a team (needs mTeamManage). */
    update: (body: TTeamAdd & TeamScope, opts?: CallOptions) => t.call(teamUpdate, body, opts),
    /** Leaves a team (the creator cannot). */
    quitTeam: (body: TeamScope = {}, opts?: CallOptions) => t.call(teamQuit, body, opts),
    /** The team's works in brief (all of them for team managers, else the ones I may open). */
    getTeamSimpleWorkList: (query: TeamScope = {}, opts?: CallOptions) =>
      t.call(teamSimpleWorkList, query, opts),
  };
}

/** The team call group. */
export type TeamService = ReturnType<typeof teamService>;
