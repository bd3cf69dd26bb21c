import type { TProjectType } from '@juzuo/schemas';

/** What a work's placeholder cover is drawn from: colours, angle and initials, all from its name and kind. */
export interface CoverArt {
  /** Gradient start and end (CSS colours). */
  from: string;
  to: string;
  /** Colour of the initials and the kind's motif. */
  ink: string;
  /** Gradient direction in degrees. */
  angle: number;
  /** One or two characters of the name shown large (two CJK characters, or one Latin letter). */
  initials: string;
  /** The kind decides the motif: ruled script lines, comic panels, a film strip, branching nodes. */
  kind: TProjectType;
}

/** FNV-1a, 32 bits: a stable, well spread number for a string (no crypto needed). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The initials a cover shows: the first two CJK characters of the name, else its first letter
 * (punctuation such as 《》 is skipped).
 */
export function initialsOf(name: string): string {
  const chars = [...name].filter((c) => /[\p{L}\p{N}]/u.test(c));
  if (chars.length === 0) return '?';
  const first = chars[0] as string;
  if (CJK.test(first) && chars[1] && CJK.test(chars[1])) return first + chars[1];
  return first.toUpperCase();
}

/**
 * The placeholder cover of a work until a cover is chosen: works with different names get different
 * colours and directions, the kind adds its own motif, and the same work always looks the same.
 */
export function coverArt(name: string, kind: TProjectType): CoverArt {
  const h = hash32(`${kind}:${name.trim()}`);
  const hue = h % 360;
  const shift = 24 + ((h >>> 9) % 48);
  const angle = ((h >>> 15) % 8) * 22.5;
  return {
    from: `hsl(${hue} 72% 90%)`,
    to: `hsl(${(hue + shift) % 360} 62% 76%)`,
    ink: `hsl(${hue} 48% 28%)`,
    angle,
    initials: initialsOf(name),
    kind,
  };
}
