/** One line as the scene logic sees it. */
export interface ScriptLine {
  block: string;
  text: string;
}

/** A scene heading with its computed number, for the outline pane and the heading decoration. */
export interface SceneEntry {
  /** Index of the heading among the document's lines. */
  line: number;
  /** `集-场`, e.g. `1-3`. */
  number: string;
  /** The heading without a number the writer typed (`日 内 客栈大堂`). */
  title: string;
  /** True when the writer typed the number (it is kept, not recomputed). */
  typed: boolean;
}

const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** Arabic or Chinese numerals up to 九百九十九 ("12", "十二", "一百零三"); NaN when not a number. */
export function parseNumber(raw: string): number {
  if (/^\d+$/.test(raw)) return Number(raw);
  let total = 0;
  let digit = -1;
  for (const ch of raw) {
    if (ch in DIGITS) digit = DIGITS[ch] as number;
    else if (ch === '十' || ch === '百') {
      const unit = ch === '十' ? 10 : 100;
      total += (digit < 0 ? 1 : digit) * unit;
      digit = -1;
    } else return Number.NaN;
  }
  return total + Math.max(digit, 0);
}

const EPISODE = /^\s*第\s*([0-9零〇一二两三四五六七八九十百]+)\s*集/;
const TYPED_NUMBER = /^\s*(\d+)\s*[-－—]\s*(\d+)((?:\s*[-－]\s*\d+)*)[\s，,、.。]*/;

/** Episode number a line starts (`第3集 …`), or null. */
export function episodeOf(text: string): number | null {
  const m = EPISODE.exec(text);
  if (!m?.[1]) return null;
  const n = parseNumber(m[1]);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Numbers every scene heading `集-场` in document order. The episode comes from the last `第N集`
 * line above (or `firstEpisode`, e.g. from the document's name); scenes count from 1 in each episode,
 * so inserting a scene renumbers the ones after it. A number the writer typed (`3-5 日 内 …`) is
 * kept and the count goes on from it.
 */
export function numberScenes(lines: readonly ScriptLine[], firstEpisode = 1): SceneEntry[] {
  const out: SceneEntry[] = [];
  let episode = firstEpisode;
  let scene = 0;
  lines.forEach((line, index) => {
    if (line.block !== 'scene') {
      const ep = episodeOf(line.text);
      if (ep !== null) {
        episode = ep;
        scene = 0;
      }
      return;
    }
    const typed = TYPED_NUMBER.exec(line.text);
    if (typed) {
      episode = Number(typed[1]);
      scene = Number(typed[2]);
      const sub = (typed[3] ?? '').replace(/\s/g, '').replace(/－/g, '-');
      out.push({
        line: index,
        number: `${episode}-${scene}${sub}`,
        title: line.text.slice(typed[0].length).trim(),
        typed: true,
      });
      return;
    }
    scene += 1;
    out.push({ line: index, number: `${episode}-${scene}`, title: line.text.trim(), typed: false });
  });
  return out;
}
