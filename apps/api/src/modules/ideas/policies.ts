import { type TIdeaAbilities, type TWorkPermission, WorkPermission } from '@juzuo/schemas';
import { holdsAny, type WorkAccess } from '../works/access';

/** Idea editors add and edit idea documents, cards and the outline. */
export const IDEA_WRITE: readonly TWorkPermission[] = [WorkPermission.EditIdeas];

/** Whether the caller edits this work's ideas. */
export const canEditIdeas = (access: Pick<WorkAccess, 'permissions'>): boolean =>
  holdsAny(access, IDEA_WRITE);

/** The abilities project/idea/detail presents with an idea document. */
export const ideaAbilities = (access: Pick<WorkAccess, 'permissions'>): TIdeaAbilities => ({
  can_write: canEditIdeas(access),
});
