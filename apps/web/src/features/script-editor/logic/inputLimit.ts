import { PlatformLimits } from '@juzuo/schemas';

/** Spec 01 section 9: one input into the editor (a paste, a drop) holds at most this many characters. */
export const EDITOR_INPUT_LIMIT = PlatformLimits.editorInputLength;

/** Message shown when a paste is refused for its length. */
export const inputTooLongMessage = (limit: number = EDITOR_INPUT_LIMIT) =>
  `单次输入不能超过${limit}字，请分段粘贴`;

/** True when one input of this text is within the limit (counted in characters, not UTF-16 units). */
export function inputAllowed(text: string, limit: number = EDITOR_INPUT_LIMIT): boolean {
  let n = 0;
  for (const _ of text) {
    n += 1;
    if (n > limit) return false;
  }
  return true;
}
