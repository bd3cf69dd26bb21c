/**
 * Who is reading or writing materials, from the token only: a visitor (no user), or a user with
 * their current team (membership checked) and whether they manage the official library.
 */
export interface Viewer {
  userId: string | null;
  /** The current team the user belongs to; null for visitors and users without one. */
  teamId: string | null;
  /** The user holds mMaterialCenter in that team (may add and manage team materials). */
  teamManager: boolean;
  /** special_tags.is_official: manages scope 2. */
  isOfficial: boolean;
}

/** A visitor: sees published official materials only. */
export const VISITOR: Viewer = { userId: null, teamId: null, teamManager: false, isOfficial: false };
