import { type TDocAbilities, type TWorkPermission, WorkPermission } from '@juzuo/schemas';
import { holdsAny, type WorkAccess } from '../works/access';

/** Writers add, order, rename, delete and edit documents and volumes, and tag their content. */
export const DOC_WRITE: readonly TWorkPermission[] = [WorkPermission.WriteWork];

/** Whether the caller writes this work's documents. */
export const canWriteDocs = (access: Pick<WorkAccess, 'permissions'>): boolean => holdsAny(access, DOC_WRITE);

/** The abilities project/doc/detail presents with a document. */
export const docAbilities = (access: Pick<WorkAccess, 'permissions'>): TDocAbilities => ({
  can_write: canWriteDocs(access),
  can_rename: canWriteDocs(access),
  can_delete: canWriteDocs(access),
});
