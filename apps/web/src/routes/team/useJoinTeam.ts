import { useRefreshCurrentTeam } from '@juzuo/api-client/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';

/**
 * Joins a team by invitation code and makes it current in this browser too (join_team makes it
 * current on the server; storing it here lets the other tabs reload into it). Answers the team id,
 * or null when the join failed (the client already showed why).
 */
export function useJoinTeam() {
  const { mutate } = useSWRConfig();
  const refreshCurrentTeam = useRefreshCurrentTeam();
  const [joining, setJoining] = useState(false);
  const join = async (code: string): Promise<string | null> => {
    setJoining(true);
    try {
      const { team_id } = await api.team.joinTeam({ code });
      await api.team.setCurrent({ team_id: String(team_id) }, { silent: true }).catch(() => undefined);
      // The new current team is in the cache before the caller navigates (no stale 7007 acted on);
      // every other cached read (permissions, team list) belonged to the old team.
      await refreshCurrentTeam().catch(() => undefined);
      await mutate(() => true);
      toast.success('已加入团队');
      return String(team_id);
    } catch {
      return null;
    } finally {
      setJoining(false);
    }
  };
  return { join, joining };
}
