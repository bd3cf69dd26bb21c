import crypto from 'node:crypto';
import { type TMediaType, type TProjectAdd, type TProjectType, WORK_PERMISSIONS } from '@juzuo/schemas';
import { workMembers, works } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** A project type's own media type, used when project/add names none. */
const DEFAULT_MEDIA: Record<TProjectType, TMediaType> = {
  SCRIPT: 'SCRIPT',
  CARTOON: 'CARTOON',
  ANIMATION: 'ANIMATION',
  GAME: 'GAME',
};

/** The media type a new work gets from its fields. */
export const mediaTypeOf = (body: Pick<TProjectAdd, 'project_type' | 'media_type'>): TMediaType =>
  body.media_type ?? DEFAULT_MEDIA[body.project_type];

/**
 * Inserts a new work of a team with its creator as a member holding every work permission (run it
 * in a transaction: project/add, and an import into a new work, which adds its documents in the same one).
 */
export async function insertWork(
  tx: DbLike,
  input: { teamId: string; creatorId: string; body: Omit<TProjectAdd, 'team_id'>; now: Date },
): Promise<string> {
  const { body, now } = input;
  const id = crypto.randomUUID();
  await tx.insert(works).values({
    id,
    teamId: input.teamId,
    creatorId: input.creatorId,
    name: body.project_name,
    projectType: body.project_type,
    mediaType: mediaTypeOf(body),
    lengthType: body.length_type ?? 'SHORT',
    targetGroup: body.target_group ?? 'A',
    workType: body.work_type ?? null,
    tags: body.tags ?? [],
    intro: body.intro ?? '',
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(workMembers)
    .values({ workId: id, userId: input.creatorId, permissions: [...WORK_PERMISSIONS], addedAt: now });
  return id;
}
