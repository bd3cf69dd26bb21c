import { countWords, type Line } from '@juzuo/doc-model';
import type { TCharacterStat, TCharacterStatistics } from '@juzuo/schemas';

// Character statistics over a work's script documents (one document = one episode), following
// ../shared/SCRIPT-FORMAT.md: scene headings open scenes, `人物：a、b` lists who is present,
// `角色（OS）：台词` is a dialogue line. A character is counted under its name and every alias.

/** One episode's lines as the editor stores them (block types from the script editor). */
export interface EpisodeLines {
  doc_id: string;
  doc_name: string;
  lines: Line[];
}

/** A character of the work: one person under several names. */
export interface KnownCharacter {
  character_id: string;
  name: string;
  aliases: string[];
}

/** The editor's dialogue cue: name, optional (OS)/(VO) mark, colon (as the web's parseDialogue). */
const SPEAKER =
  /^([^：:（(\s△]{1,20})\s*(?:[（(]\s*(?:内心)?\s*(?:OS|VO|os|vo)\s*[）)]|\s+(?:内心)?(?:OS|VO|os|vo))?\s*[：:]/;
/** A parenthetical right after the cue: `（压低声音）`. */
const PAREN = /^\s*[（(][^）)]*[）)]/;
/** `人物：林秋、掌柜` (the block type or, in plain lines, the label). */
const PRESENT = /^人物\s*[：:](.*)$/;
const SEPARATORS = /[、，,；;\s]+/;

const key = (name: string): string => name.trim().toLowerCase();
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Person extends KnownCharacter {
  per: Map<string, { dialogue_lines: number; words: number; mentions: number; scenes: Set<number> }>;
}

/** What one line says about who is in it. */
function classify(line: Line): { speaker?: string; spoken?: string; present?: string[] } {
  const text = line.text.trim();
  if (line.block === 'scene' || line.block === 'action' || line.block === 'transition') return {};
  const present = PRESENT.exec(text);
  if (line.block === 'characters' || present) {
    const names = (present ? (present[1] ?? '') : text.replace(/^人物\s*[：:]/, '')).split(SEPARATORS);
    return { present: names.map((n) => n.trim()).filter(Boolean) };
  }
  const cue = SPEAKER.exec(text);
  if (!cue?.[1]) return {};
  return { speaker: cue[1], spoken: text.slice(cue[0].length).replace(PAREN, '') };
}

/** Computes every character's figures; speakers not among `known` are added under their cue name. */
export function characterStatistics(episodes: EpisodeLines[], known: KnownCharacter[]): TCharacterStatistics {
  const people: Person[] = [];
  const byTerm = new Map<string, Person>();
  const add = (c: KnownCharacter): Person => {
    const person: Person = {
      ...c,
      per: new Map(
        episodes.map((e) => [e.doc_id, { dialogue_lines: 0, words: 0, mentions: 0, scenes: new Set() }]),
      ),
    };
    people.push(person);
    for (const term of [c.name, ...c.aliases]) if (!byTerm.has(key(term))) byTerm.set(key(term), person);
    return person;
  };
  for (const c of known) add(c);
  // First pass: explicit dialogue cues and 人物 lists name people the work has not listed.
  for (const episode of episodes)
    for (const line of episode.lines) {
      const { speaker, present } = classify(line);
      const explicit = line.block === 'dialogue' ? [speaker] : line.block === 'characters' ? present : [];
      for (const name of explicit ?? [])
        if (name && !byTerm.has(key(name))) add({ character_id: '', name, aliases: [] });
    }

  const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length);
  const mentionPattern = terms.length > 0 ? new RegExp(terms.map(escapeRegExp).join('|'), 'gi') : null;
  const sceneCounts: number[] = [];
  for (const episode of episodes) {
    let scene = 0;
    let scenesHere = 0;
    const seen = (person: Person) => person.per.get(episode.doc_id)?.scenes.add(scene);
    for (const line of episode.lines) {
      if (line.block === 'scene') {
        scene += 1;
        scenesHere += 1;
      }
      const { speaker, spoken, present } = classify(line);
      for (const name of present ?? []) {
        const person = byTerm.get(key(name));
        if (person) seen(person);
      }
      const speakerPerson = speaker ? byTerm.get(key(speaker)) : undefined;
      let mentionText = line.text;
      if (present) mentionText = '';
      else if (speakerPerson && spoken !== undefined) {
        const per = speakerPerson.per.get(episode.doc_id);
        if (per) {
          per.dialogue_lines += 1;
          per.words += countWords(spoken);
        }
        seen(speakerPerson);
        mentionText = spoken;
      }
      for (const match of mentionPattern ? mentionText.matchAll(mentionPattern) : []) {
        const person = byTerm.get(key(match[0]));
        if (!person) continue;
        const per = person.per.get(episode.doc_id);
        if (per) per.mentions += 1;
        seen(person);
      }
    }
    sceneCounts.push(scenesHere);
  }

  const list: TCharacterStat[] = people.map((p) => {
    const per_episode = episodes.map((e) => {
      const per = p.per.get(e.doc_id);
      return {
        doc_id: e.doc_id,
        dialogue_lines: per?.dialogue_lines ?? 0,
        scenes: per?.scenes.size ?? 0,
        words: per?.words ?? 0,
        mentions: per?.mentions ?? 0,
      };
    });
    const sum = (k: 'dialogue_lines' | 'scenes' | 'words' | 'mentions') =>
      per_episode.reduce((n, e) => n + e[k], 0);
    return {
      character_id: p.character_id,
      name: p.name,
      aliases: p.aliases,
      dialogue_lines: sum('dialogue_lines'),
      scenes: sum('scenes'),
      words: sum('words'),
      mentions: sum('mentions'),
      episodes: per_episode.filter((e) => e.scenes + e.dialogue_lines + e.mentions > 0).length,
      per_episode,
    };
  });
  list.sort(
    (a, b) => b.dialogue_lines - a.dialogue_lines || b.mentions - a.mentions || a.name.localeCompare(b.name),
  );
  return {
    list,
    episodes: episodes.map((e, i) => ({
      doc_id: e.doc_id,
      doc_name: e.doc_name,
      scenes: sceneCounts[i] ?? 0,
    })),
  };
}
