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

/** What one line means for numbering: starts an episode, is a scene heading (typed number or not), or neither. */
export type SceneFact =
  | { kind: 'episode'; episode: number }
  | {
      kind: 'scene';
      typed: { episode: number; scene: number; sub: string; title: string } | null;
      title: string;
    }
  | null;

/** The numbering fact of one line (pure; cacheable per line since it depends on nothing else). */
export function sceneFactOf(line: ScriptLine): SceneFact {
  if (line.block !== 'scene') {
    const ep = episodeOf(line.text);
    return ep === null ? null : { kind: 'episode', episode: ep };
  }
  const typed = TYPED_NUMBER.exec(line.text);
  if (!typed) return { kind: 'scene', typed: null, title: line.text.trim() };
  const sub = (typed[3] ?? '').replace(/\s/g, '').replace(/－/g, '-');
  const title = line.text.slice(typed[0].length).trim();
  return { kind: 'scene', typed: { episode: Number(typed[1]), scene: Number(typed[2]), sub, title }, title };
}

/**
 * Numbers every scene heading `集-场` in document order. The episode comes from the last `第N集`
 * line above (or `firstEpisode`, e.g. from the document's name); scenes count from 1 in each episode,
 * so inserting a scene renumbers the ones after it. A number the writer typed (`3-5 日 内 …`) is
 * kept and the count goes on from it. A line may carry its fact already worked out (`scene`).
 */
export function numberScenes(
  lines: readonly (ScriptLine & { scene?: SceneFact })[],
  firstEpisode = 1,
): SceneEntry[] {
  const out: SceneEntry[] = [];
  let episode = firstEpisode;
  let scene = 0;
  lines.forEach((line, index) => {
    const fact = line.scene !== undefined ? line.scene : sceneFactOf(line);
    if (!fact) return;
    if (fact.kind === 'episode') {
      episode = fact.episode;
      scene = 0;
      return;
    }
    if (fact.typed) {
      episode = fact.typed.episode;
      scene = fact.typed.scene;
      out.push({
        line: index,
        number: `${episode}-${scene}${fact.typed.sub}`,
        title: fact.typed.title,
        typed: true,
      });
      return;
    }
    scene += 1;
    out.push({ line: index, number: `${episode}-${scene}`, title: fact.title, typed: false });
  });
  return out;
}

/** True when two scene lists show the same outline (same lines, numbers, titles). */
export function sameScenes(a: readonly SceneEntry[], b: readonly SceneEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((s, i) => {
    const t = b[i] as SceneEntry;
    return s.line === t.line && s.number === t.number && s.title === t.title && s.typed === t.typed;
  });
}
