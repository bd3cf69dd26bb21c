import { ArrayVarType, type TGameVariable } from '@juzuo/schemas';
import type { PlayValue } from './types';

/** A value typed by the tester: a number, or a list separated by commas (、，,). */
export function parseValueInput(v: TGameVariable, text: string): PlayValue | { error: string } {
  const raw = text.trim();
  if (v.kind === 'numeric') {
    const n = Number(raw);
    return raw !== '' && Number.isFinite(n) ? n : { error: `「${v.var_name}」需要数字` };
  }
  const parts =
    raw === ''
      ? []
      : raw
          .split(/[,，、]/)
          .map((p) => p.trim())
          .filter((p) => p !== '');
  if (v.var_type !== ArrayVarType.NUMBER) return parts;
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : { error: `「${v.name}」的元素需要是数字` };
}

/** A value as the tester edits it (the reverse of parseValueInput). */
export const valueInputText = (value: PlayValue | undefined): string =>
  value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);
