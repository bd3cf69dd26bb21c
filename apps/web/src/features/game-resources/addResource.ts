import { isApiError } from '@juzuo/api-client';
import {
  type gameResourceAdd,
  ResourceNameCheck,
  Status,
  type TCallInput,
  type TResourceType,
} from '@juzuo/schemas';

/** The input of resource add. */
export type TResourceAddInput = TCallInput<typeof gameResourceAdd>;
/** What became of an add: a new resource, the same-named one replaced (继续), or nothing (取消). */
export type TAddOutcome = 'added' | 'overwritten' | 'kept';

/**
 * Adds a resource the way spec 02 sections 4 and 8 describe: a duplicate name answers 15000, the
 * user is asked (重名资源将被覆盖, 继续 / 取消), and 继续 resends the same request with the name check
 * off. The first try is silent for 15000 only, so the dialog is the one thing the user sees.
 */
export async function addResourceAsking(
  add: (input: TResourceAddInput, opts?: { silent?: boolean }) => Promise<{ overwritten: boolean }>,
  input: TResourceAddInput,
  confirmOverwrite: () => Promise<boolean>,
): Promise<TAddOutcome> {
  try {
    await add({ ...input, check_name: ResourceNameCheck.ON }, { silent: true });
    return 'added';
  } catch (error) {
    if (!isApiError(error, Status.DUPLICATE_NAME)) throw error;
  }
  if (!(await confirmOverwrite())) return 'kept';
  const again = await add({ ...input, check_name: ResourceNameCheck.OFF });
  return again.overwritten ? 'overwritten' : 'added';
}

/** What the file picker accepts for each resource type (the server checks the bytes again). */
export const ACCEPT: Record<TResourceType, string> = {
  IMAGE: 'image/png,image/jpeg,image/webp,image/gif',
  VIDEO: 'video/mp4,video/webm,video/quicktime',
  AUDIO: 'audio/mpeg,audio/wav,audio/mp4,audio/aac,audio/ogg,audio/flac',
};

/** A resource's default name: the file's name without its extension, cut to the 100-character limit. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return base.slice(0, 100) || '未命名资源';
}

/** Why a chosen file cannot be a resource of this type, or null (the browser's MIME guess, checked early). */
export function fileProblem(file: { type: string; size: number }, type: TResourceType): string | null {
  const family = { IMAGE: 'image/', VIDEO: 'video/', AUDIO: 'audio/' }[type];
  if (file.type && !file.type.startsWith(family))
    return `请选择${{ IMAGE: '图片', VIDEO: '视频', AUDIO: '音频' }[type]}文件`;
  if (file.size === 0) return '文件是空的';
  return null;
}
