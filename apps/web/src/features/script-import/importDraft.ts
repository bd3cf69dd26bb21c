import type { TImportBlocks, TImportPreview, TScriptBlock } from '@juzuo/schemas';

// The writer's corrections of an import preview, and what they send as the import's `blocks`.

/** One part of the preview as the writer left it: kept or not, and the element of each line. */
export interface PartDraft {
  keep: boolean;
  blocks: TScriptBlock[];
}

/** Files the picker offers (the server decides the format from the bytes anyway). */
export const IMPORT_ACCEPT = '.docx,.txt,.fountain,.fdx';

/** Elements of the line select, in the order the editor's element menu reads. */
export const IMPORT_BLOCK_ORDER: readonly TScriptBlock[] = [
  'scene',
  'characters',
  'action',
  'dialogue',
  'transition',
  'plain',
];

/** The draft a fresh preview starts from: every part kept except a title page, elements as recognised. */
export function draftOf(preview: TImportPreview): PartDraft[] {
  return preview.parts.map((p) => ({ keep: !p.title_page, blocks: p.lines.map((l) => l.block) }));
}

/** The draft with one line's element changed. */
export function withBlock(draft: readonly PartDraft[], part: number, line: number, block: TScriptBlock) {
  return draft.map((d, i) =>
    i === part ? { ...d, blocks: d.blocks.map((b, j) => (j === line ? block : b)) } : d,
  );
}

/** The draft with one part kept or left out. */
export function withKeep(draft: readonly PartDraft[], part: number, keep: boolean): PartDraft[] {
  return draft.map((d, i) => (i === part ? { ...d, keep } : d));
}

/** The import's `blocks`: per part the element of each line, or null for a part left out. */
export function blocksOf(draft: readonly PartDraft[]): TImportBlocks {
  return draft.map((d) => (d.keep ? [...d.blocks] : null));
}

/** Lines of kept parts whose element the writer changed from the recognised one. */
export function changedLines(preview: TImportPreview, draft: readonly PartDraft[]): number {
  let n = 0;
  draft.forEach((d, i) => {
    if (!d.keep) return;
    const lines = preview.parts[i]?.lines ?? [];
    d.blocks.forEach((b, j) => {
      if (lines[j] && lines[j].block !== b) n++;
    });
  });
  return n;
}

/** Number of parts that will become documents. */
export function keptParts(draft: readonly PartDraft[]): number {
  return draft.filter((d) => d.keep).length;
}

/** A new work's name from the file's: the extension and a trailing copy mark dropped, at most 50 characters. */
export function workNameOf(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,9}$/, '').replace(/\s*[(（]\d+[)）]$/, '');
  return base
    .replace(/[《》]/g, '')
    .trim()
    .slice(0, 50);
}
