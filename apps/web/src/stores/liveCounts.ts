import { create } from 'zustand';

interface LiveCountsState {
  /** 字数 of each document open in an editor of this tab, as the editor counts it live. */
  words: Readonly<Record<string, number>>;
  setWords: (docId: string, words: number) => void;
}

/**
 * The editors' live word counts, so a header elsewhere on the page shows the same number as the
 * editor's footer instead of the count of the last checkpoint the document list carried.
 */
export const useLiveCounts = create<LiveCountsState>((set) => ({
  words: {},
  setWords: (docId, words) =>
    set((s) => (s.words[docId] === words ? s : { words: { ...s.words, [docId]: words } })),
}));

/** The live 字数 of a document, or `fallback` (the stored count) until an editor has counted it. */
export function useLiveWords(docId: string, fallback: number): number {
  return useLiveCounts((s) => s.words[docId]) ?? fallback;
}
