import type { TAvatarResult } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/users';
import { type SaveInput, saveImage } from './service';

/**
 * Stores an avatar image and makes its `mid` variant (640 px webp) the user's avatar: sharp on
 * high-density screens at every size the UI shows, at a fraction of the original's weight.
 */
export async function uploadAndSetAvatar(app: FastifyInstance, input: SaveInput): Promise<TAvatarResult> {
  const image = await saveImage(app, input);
  const avatar = image.variants.mid;
  await app.database.db
    .update(users)
    .set({ avatar, updatedAt: new Date() })
    .where(eq(users.id, input.ownerUserId));
  await app.signedInCache.usersChanged([input.ownerUserId]);
  return { ...image, avatar };
}
