import { z } from 'zod';
import { zId } from './ids';
import { ZScriptBlock } from './script';
import { ZProjectAdd } from './works-api';

// Import of a script or novel file into a work (issue 16): a preview that creates nothing, then the
// import itself, which may carry the writer's corrections of the preview.

/** Chinese messages of the import calls (the file problems themselves come from the readers). */
export const DocImportMessage = {
  target: '请指定导入的作品（project_id），或填写要新建的作品名称和类型',
  blocksJson: 'blocks 须为列表（文字形式）：每个部分一项，为该部分每行的元素类型，或空值表示不导入该部分',
  blocksMismatch: '更正的元素（blocks）与文件内容对不上，请重新预览后再导入',
  nothingLeft: '没有要导入的内容：所有部分都被设为不导入',
  tooLarge: (mb: number) => `文件过大，导入的文件不能超过 ${mb}MB`,
  tooManyParts: (max: number) => `文件分出的集/章过多（超过 ${max} 个），请拆分后再导入`,
} as const;

/** Most documents one import may create. */
export const IMPORT_MAX_PARTS = 500;
/** Most lines one import may hold (all parts together). */
export const IMPORT_MAX_LINES = 100_000;

/** Formats an import reads (decided from the file's bytes). */
export const ImportFormat = { DOCX: 'docx', TXT: 'txt', FOUNTAIN: 'fountain', FDX: 'fdx' } as const;

/** One line of a preview: the element recognised (or as the file typed it), its text, and a dialogue's parenthetical. */
export const ZImportLine = z.object({
  block: ZScriptBlock,
  text: z.string(),
  /** A dialogue line's parenthetical `（压低声音）`, without its brackets; null otherwise. */
  parenthetical: z.string().nullable(),
});
/** One document an import creates (an episode or a chapter). */
export const ZImportPart = z.object({
  /** Name the document gets (`第3集 重逢`, or 第N集 after the work's documents). */
  doc_name: z.string(),
  /** The heading line the part started with, or null (split at a page break, or no headings). */
  heading: z.string().nullable(),
  /** A title page before the first heading: left out unless the writer keeps it. */
  title_page: z.boolean(),
  lines: z.array(ZImportLine),
});
/** `data` of project/doc/import_preview. */
export const ZImportPreview = z.object({
  format: z.enum(['docx', 'txt', 'fountain', 'fdx']),
  /** Encoding a text file was read with (utf-8, gb18030, utf-16le, utf-16be); null for Word. */
  encoding: z.string().nullable(),
  /** Title from a Fountain or FDX title page, if any. */
  title: z.string().nullable(),
  /** Whether lines were read as a script (scene, dialogue ...) or as novel prose. */
  script: z.boolean(),
  parts: z.array(ZImportPart),
  line_count: z.number().int(),
});

/**
 * `blocks`: the writer's corrections from the preview, as JSON text (a multipart field): one item per
 * part, the element of each of its lines, or null to leave the part out.
 */
export const ZImportBlocks = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(z.array(ZScriptBlock, { error: DocImportMessage.blocksJson }).nullable(), {
      error: DocImportMessage.blocksJson,
    })
    .max(IMPORT_MAX_PARTS, DocImportMessage.blocksJson),
);

/** Text fields of project/doc/import_preview: the work the file is for, or the kind of a new work. */
export const ZDocImportPreviewFields = z.object({
  project_id: zId('project_id').optional(),
  media_type: ZProjectAdd.shape.media_type,
  project_type: ZProjectAdd.shape.project_type.optional(),
});

/**
 * Text fields of project/doc/import: into a work (`project_id`, optional `volume_id`), or into a new
 * work made in the same transaction (`project_name`, `project_type` and the other fields of
 * project/add). `blocks` carries the preview's corrections.
 */
export const ZDocImportFields = ZProjectAdd.partial().extend({
  project_id: zId('project_id').optional(),
  volume_id: z.preprocess((v) => (v === '' || v === 0 ? null : v), zId('volume_id').nullable().optional()),
  blocks: ZImportBlocks.optional(),
});
/**
 * The fields of project/doc/import as the handler checks them once the upload is read: a work to
 * import into, or the name and type of a new one (the call definition documents the fields alone,
 * since its route validates the query before the multipart body is read).
 */
export const ZDocImportTarget = ZDocImportFields.superRefine((v, ctx) => {
  if (!v.project_id && !(v.project_name && v.project_type)) {
    ctx.addIssue({ code: 'custom', path: ['project_id'], message: DocImportMessage.target });
  }
});

/** `data` of project/doc/import: the documents made, in reading order, and their work. */
export const ZDocImportResult = z.object({
  project_id: z.string(),
  doc_ids: z.array(z.string()),
  docs: z.array(z.object({ doc_id: z.string(), doc_name: z.string() })),
});

export type TImportLine = z.infer<typeof ZImportLine>;
export type TImportPart = z.infer<typeof ZImportPart>;
export type TImportPreview = z.infer<typeof ZImportPreview>;
export type TImportBlocks = z.infer<typeof ZImportBlocks>;
export type TDocImportFields = z.input<typeof ZDocImportFields>;
export type TDocImportPreviewFields = z.input<typeof ZDocImportPreviewFields>;
export type TDocImportResult = z.infer<typeof ZDocImportResult>;
