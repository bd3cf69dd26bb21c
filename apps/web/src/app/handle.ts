import type { TTeamAbilities, TTeamPermission } from '@juzuo/schemas';
import type { UIMatch } from 'react-router-dom';

/** Route metadata carried in a route's `handle`. */
export interface RouteHandle {
  /** Page title (first part of document.title). */
  title?: string;
  /** Team ability a workbench child needs (team/get_current presents it). */
  ability?: keyof TTeamAbilities;
  /** The team permission behind `ability`, named on the no-permission page. */
  permission?: TTeamPermission;
  /** The catch-all 404 route: shown to everyone, signed in or not. */
  notFound?: boolean;
}

/** The deepest handle value of a key among the current matches. */
export function deepestHandle<K extends keyof RouteHandle>(
  matches: UIMatch[],
  key: K,
): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}
