import type { TWorkPermission } from '@juzuo/schemas';
import { DOC_WRITE } from '../docs/policies';

/** Saving, renaming, deleting and recovering a document's versions is writing the document. */
export const VERSION_WRITE: readonly TWorkPermission[] = DOC_WRITE;

/** Anyone who may read the document reads its versions. */
export const VERSION_READ: readonly TWorkPermission[] = [];
