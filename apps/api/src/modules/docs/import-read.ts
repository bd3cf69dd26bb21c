import {
  DocImportMessage,
  IMPORT_MAX_LINES,
  IMPORT_MAX_PARTS,
  MediaUnit,
  partLabel,
  ScriptBlock,
  Status,
  type TImportBlocks,
  type TImportPart,
  type TImportPreview,
  type TMediaType,
} from '@juzuo/schemas';
import { parseDialogue } from '@juzuo/script-formats';
import {
  holdsScript,
  ImportFileError,
  ImportMessage,
  readScriptFile,
  type StructuredPart,
  structureLines,
} from '@juzuo/script-formats/readers';
import { AppError } from '../../lib/errors';

/** Longest document name (as project/doc/add allows). */
const NAME_MAX = 50;

/** How a work of this media type reads a file: novels as prose split on 第N章, the rest as scripts. */
function readingOf(mediaType: TMediaType): { script: boolean; unit: '集' | '话' | '章' } {
  const unit = MediaUnit[mediaType] as '集' | '话' | '章';
  return { script: unit !== '章', unit };
}

/** Names the parts: their heading, else the next free 第N集 / 第N章 after the work's documents. */
function namesOf(
  parts: readonly StructuredPart[],
  mediaType: TMediaType,
  taken: ReadonlySet<string>,
): string[] {
  const used = new Set(taken);
  let n = taken.size;
  return parts.map((part) => {
    if (part.heading) return part.heading.slice(0, NAME_MAX);
    if (part.titlePage) return '标题页';
    do n++;
    while (used.has(partLabel(mediaType, n)));
    const name = partLabel(mediaType, n);
    used.add(name);
    return name;
  });
}

/**
 * Reads an uploaded file into the preview of an import into a work of `mediaType` whose live
 * documents have the names `taken`: the parts (documents to be made) with every line's element.
 * Every problem of the file answers 4130 with the reader's Chinese reason; nothing is stored here.
 */
export async function previewFile(
  bytes: Uint8Array,
  filename: string,
  mediaType: TMediaType,
  taken: ReadonlySet<string>,
): Promise<TImportPreview> {
  const reading = readingOf(mediaType);
  let read: Awaited<ReturnType<typeof readScriptFile>>;
  try {
    read = await readScriptFile(bytes, filename);
  } catch (error) {
    if (error instanceof ImportFileError) throw new AppError(Status.FILE_REJECTED, error.message);
    throw error;
  }
  const parts = structureLines(read.lines, reading);
  const lineCount = parts.reduce((sum, p) => sum + p.lines.length, 0);
  if (lineCount === 0) throw new AppError(Status.FILE_REJECTED, ImportMessage.empty);
  if (lineCount > IMPORT_MAX_LINES)
    throw new AppError(Status.FILE_REJECTED, ImportMessage.tooManyLines(IMPORT_MAX_LINES));
  if (parts.length > IMPORT_MAX_PARTS) {
    throw new AppError(Status.FILE_REJECTED, DocImportMessage.tooManyParts(IMPORT_MAX_PARTS));
  }
  if (reading.script && !holdsScript(parts))
    throw new AppError(Status.FILE_REJECTED, ImportMessage.notScript);
  const names = namesOf(parts, mediaType, taken);
  return {
    format: read.format,
    encoding: read.encoding,
    title: read.title,
    script: reading.script,
    line_count: lineCount,
    parts: parts.map(
      (part, i): TImportPart => ({
        doc_name: names[i] as string,
        heading: part.heading,
        title_page: part.titlePage,
        lines: part.lines.map((l) => ({
          block: l.kind,
          text: l.text,
          parenthetical:
            l.kind === ScriptBlock.DIALOGUE ? (parseDialogue(l.text)?.parenthetical ?? null) : null,
        })),
      }),
    ),
  };
}

/**
 * The parts an import creates: the writer's corrections from the preview (`blocks`: per part the
 * element of each line, or null to leave it out) applied to a fresh reading of the same file; without
 * corrections every part but a title page. Corrections that do not fit the file are refused.
 */
export function partsToImport(preview: TImportPreview, blocks: TImportBlocks | undefined): TImportPart[] {
  let parts: TImportPart[];
  if (!blocks) parts = preview.parts.filter((p) => !p.title_page);
  else {
    const fits =
      blocks.length === preview.parts.length &&
      blocks.every((b, i) => b === null || b.length === preview.parts[i]?.lines.length);
    if (!fits) throw new AppError(Status.VALIDATION, DocImportMessage.blocksMismatch, { field: 'blocks' });
    parts = preview.parts.flatMap((part, i) => {
      const kinds = blocks[i];
      if (!kinds) return [];
      return [{ ...part, lines: part.lines.map((l, j) => ({ ...l, block: kinds[j] ?? l.block })) }];
    });
  }
  if (parts.length === 0)
    throw new AppError(Status.VALIDATION, DocImportMessage.nothingLeft, { field: 'blocks' });
  return parts;
}
