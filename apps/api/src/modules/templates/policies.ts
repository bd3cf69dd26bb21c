import type { TTemplateAbilities, TTemplateLibraryAbilities, TTemplateSource } from '@juzuo/schemas';
import type { FastifyRequest } from 'fastify';
import { currentMembershipOf } from '../../lib/current-membership';

// Who may do what with templates. System templates: everyone reads, nobody edits. A user's own
// template: its owner edits, deletes, publishes and withdraws. Published to a team: the members of
// that team read it. Published as official (is_official users only): everyone reads it.

/** The caller, from the token only (team_id or user_id sent by the client are never read here). */
export interface TemplateViewer {
  userId: string;
  /** The user's current team, when they are still a member of it. */
  teamId: string | null;
  /** Holds mTemplateLib in that team (may publish to it). */
  teamLibrary: boolean;
  /** special_tags.is_official: may publish for everyone. */
  isOfficial: boolean;
}

/** The fields of a template the rules look at. */
export interface TemplateOwnership {
  sourceKey: string | null;
  ownerId: string | null;
  teamId: string | null;
  published: boolean;
  publishScope: string | null;
}

/** The viewer of a signed-in request. */
export async function viewerOf(request: FastifyRequest): Promise<TemplateViewer> {
  const userId = request.auth.userId;
  const m = await currentMembershipOf(request, userId);
  return {
    userId,
    teamId: m.teamId,
    teamLibrary: !!m.teamId && m.permissions.includes('mTemplateLib'),
    isOfficial: m.isOfficial,
  };
}

const isSystem = (t: TemplateOwnership): boolean => t.sourceKey !== null && t.ownerId === null;
const isOwner = (v: TemplateViewer, t: TemplateOwnership): boolean => !isSystem(t) && t.ownerId === v.userId;

/** How the viewer sees a template's origin. */
export function sourceFor(v: TemplateViewer, t: TemplateOwnership): TTemplateSource {
  if (isSystem(t)) return 'system';
  if (isOwner(v, t)) return 'mine';
  return t.publishScope === 'official' ? 'official' : 'team';
}

/** May read it: system, own, official, or published to the viewer's current team. */
export const canSee = (v: TemplateViewer, t: TemplateOwnership): boolean =>
  isSystem(t) ||
  isOwner(v, t) ||
  (t.published && t.publishScope === 'official') ||
  (t.published && t.publishScope === 'team' && !!v.teamId && t.teamId === v.teamId);

/** May edit or delete: own templates only. */
export const canEdit = isOwner;

/** May publish: own and not yet published, with somewhere to publish to. */
export const canPublish = (v: TemplateViewer, t: TemplateOwnership): boolean =>
  isOwner(v, t) && !t.published && (v.teamLibrary || v.isOfficial);

/** May publish to this scope: the current team needs mTemplateLib there; official needs is_official. */
export const mayPublishTo = (v: TemplateViewer, scope: 'team' | 'official'): boolean =>
  scope === 'official' ? v.isOfficial : v.teamLibrary;

/** May withdraw: the owner of a published template. */
export const canWithdraw = (v: TemplateViewer, t: TemplateOwnership): boolean => isOwner(v, t) && t.published;

/** Abilities presented with each template. */
export const templateAbilities = (v: TemplateViewer, t: TemplateOwnership): TTemplateAbilities => ({
  can_edit: canEdit(v, t),
  can_delete: canEdit(v, t),
  can_publish: canPublish(v, t),
  can_withdraw: canWithdraw(v, t),
  can_apply: canSee(v, t),
});

/** Abilities presented with every list. */
export const libraryAbilities = (v: TemplateViewer): TTemplateLibraryAbilities => ({
  can_create: true,
  can_publish_team: v.teamLibrary,
  can_publish_official: v.isOfficial,
});
