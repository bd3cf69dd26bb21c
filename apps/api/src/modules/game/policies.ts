import { DOCUMENT_KINDS, type TWorkPermission } from '@juzuo/schemas';
import { holdsAny, type WorkAccess } from '../works/access';

/** Who edits boards: the same permissions that make `game:` documents writable on the relay. */
export const GAME_WRITE: readonly TWorkPermission[] = DOCUMENT_KINDS.game.writableWith;

/** Whether the caller edits this work's game boards. */
export const canWriteGame = (access: Pick<WorkAccess, 'permissions'>): boolean =>
  holdsAny(access, GAME_WRITE);

/** The abilities the board list presents (the editor opens boards read-only without can_write). */
export const gameAbilities = (access: Pick<WorkAccess, 'permissions'>): { can_write: boolean } => ({
  can_write: canWriteGame(access),
});
