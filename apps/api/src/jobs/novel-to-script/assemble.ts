import type { TImportPart } from '@juzuo/schemas';
import { ACTION_MARK, CHARACTERS_LABEL } from '@juzuo/script-formats';
import type { TChunkScene } from './convert-chunk';

/** A converted scene with the chapter it came from. */
export interface ChapterScene {
  chapter: number;
  scene: TChunkScene;
}

/**
 * Groups scenes into episodes: one per chapter when no count was asked for, else `episodes` groups of
 * nearly equal size in reading order (never more episodes than scenes, never an empty one).
 */
export function groupEpisodes(
  scenes: readonly ChapterScene[],
  episodes: number | undefined,
): TChunkScene[][] {
  if (!episodes) {
    const byChapter = new Map<number, TChunkScene[]>();
    for (const s of scenes) byChapter.set(s.chapter, [...(byChapter.get(s.chapter) ?? []), s.scene]);
    return [...byChapter.values()];
  }
  const count = Math.min(episodes, scenes.length);
  return Array.from({ length: count }, (_, i) =>
    scenes
      .slice(Math.floor((i * scenes.length) / count), Math.floor(((i + 1) * scenes.length) / count))
      .map((s) => s.scene),
  );
}

/** The script lines of one scene, stored as the editor stores them (the heading's number and △ are drawn). */
export function sceneLines(scene: TChunkScene): TImportPart['lines'] {
  const lines: TImportPart['lines'] = [{ block: 'scene', text: scene.heading, parenthetical: null }];
  const present = [...new Set([...scene.characters, ...scene.lines.map((l) => l.speaker).filter(Boolean)])];
  if (present.length > 0) {
    lines.push({
      block: 'characters',
      text: `${CHARACTERS_LABEL}${present.join('、')}`,
      parenthetical: null,
    });
  }
  for (const line of scene.lines) {
    if (line.type === 'action') {
      lines.push({
        block: 'action',
        text: line.text.replace(new RegExp(`^[${ACTION_MARK}▲]\\s*`), ''),
        parenthetical: null,
      });
    } else if (line.type === 'transition') {
      lines.push({ block: 'transition', text: line.text, parenthetical: null });
    } else {
      // No quotation marks around speech (the script convention), the parenthetical in full-width brackets.
      const speech = line.text.replace(/^[“"「『]|[”"」』]$/g, '');
      const paren = line.parenthetical.replace(/^[（(]|[）)]$/g, '');
      lines.push({
        block: 'dialogue',
        text: `${line.speaker}：${paren ? `（${paren}）` : ''}${speech}`,
        parenthetical: paren || null,
      });
    }
  }
  return lines;
}

/** Episode documents named 第N集 from `firstNumber`. */
export function episodeParts(groups: readonly TChunkScene[][], firstNumber: number): TImportPart[] {
  return groups.map((scenes, i) => ({
    doc_name: `第${firstNumber + i}集`,
    heading: null,
    title_page: false,
    lines: scenes.flatMap(sceneLines),
  }));
}

/** Everyone in an episode, in order of appearance. */
export const episodeCharacters = (scenes: readonly TChunkScene[]): string[] => [
  ...new Set(scenes.flatMap((s) => [...s.characters, ...s.lines.map((l) => l.speaker).filter(Boolean)])),
];
