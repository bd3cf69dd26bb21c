import type { ScriptElement } from '../model/elements';

/** One document of an export (an episode, a chapter) with its elements as the editor shows them. */
export interface BookDocument {
  /** The document's name (第1集, 第一章 …), written as its title. */
  title: string;
  elements: ScriptElement[];
}

/** What an export writes: one document, a volume or a whole work. */
export interface Book {
  /** The work's name (title page). */
  workName: string;
  /** Who wrote it (the work's owner), for the title page. */
  author: string;
  /** The export date as written on the title page (`2026年11月26日`). */
  date: string;
  /** Novel chapters are prose (indented paragraphs); everything else is laid out as a script. */
  novel: boolean;
  documents: BookDocument[];
  /** One document exported alone (plain text is then its lines only, without the work's name and its title). */
  single?: boolean;
}

/** Whether a document's title must be written before its elements (not when its first line already reads so). */
export const needsTitle = (doc: BookDocument): boolean => doc.elements[0]?.shown.trim() !== doc.title.trim();

/** Whether an element starts a new page inside a document: a `第N集` line that is not the first. */
export const startsEpisode = (e: ScriptElement, index: number): boolean =>
  e.kind === 'plain' && e.episode !== null && index > 0;

/** A date as the title page writes it. */
export const chineseDate = (d: Date): string => `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
