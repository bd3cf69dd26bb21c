import { ScopeType, type TMaterialAbilities, type TMaterialLibraryAbilities } from '@juzuo/schemas';
import type { FastifyRequest } from 'fastify';
import { currentMembershipOf } from '../../lib/current-membership';
import { VISITOR, type Viewer } from './viewer';

// Who may do what with materials. Official (2): is_official users. Team (3): members of the team
// holding mMaterialCenter, and the member who wrote it. Personal (1): its owner.

/** The viewer of a request: from the token alone (team_id or user_id sent by the client are ignored). */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const userId = request.auth?.userId;
  if (!userId) return VISITOR;
  const m = await currentMembershipOf(request, userId);
  return {
    userId,
    teamId: m.teamId,
    teamManager: !!m.teamId && m.permissions.includes('mMaterialCenter'),
    isOfficial: m.isOfficial,
  };
}

/** A signed-in viewer (routes with auth 'user'). */
export type UserViewer = Viewer & { userId: string };

interface Owned {
  scope: number;
  teamId: string | null;
  userId: string | null;
}

/** May create in this scope. */
export const canCreateIn = (v: Viewer, scope: number): boolean =>
  scope === ScopeType.SYS
    ? v.isOfficial
    : scope === ScopeType.COMP
      ? v.teamManager
      : scope === ScopeType.USER && !!v.userId;

/** May edit or delete this material. */
export const canEdit = (v: Viewer, m: Owned): boolean =>
  m.scope === ScopeType.SYS
    ? v.isOfficial
    : m.scope === ScopeType.COMP
      ? !!v.teamId && m.teamId === v.teamId && (v.teamManager || (!!v.userId && m.userId === v.userId))
      : !!v.userId && m.userId === v.userId;

/** May publish or unpublish: official materials only, by official users. */
export const canPublish = (v: Viewer, m: Owned): boolean => m.scope === ScopeType.SYS && v.isOfficial;

export const materialAbilities = (v: Viewer, m: Owned): TMaterialAbilities => ({
  can_edit: canEdit(v, m),
  can_delete: canEdit(v, m),
  can_publish: canPublish(v, m),
});

export const libraryAbilities = (v: Viewer): TMaterialLibraryAbilities => ({
  can_add_personal: canCreateIn(v, ScopeType.USER),
  can_add_team: canCreateIn(v, ScopeType.COMP),
  can_manage_official: v.isOfficial,
});
