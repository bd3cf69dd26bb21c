import { z } from 'zod';
import { zStringEnum } from './enum-utils';
import { zId } from './ids';

// Export of scripts as files (issue 16): one document, a volume or a whole work as Word, PDF,
// Fountain, Final Draft or plain text; and the page and screen-time estimates of a work.

/** File formats a script exports to. */
export const ScriptExportFormat = {
  DOCX: 'docx',
  PDF: 'pdf',
  FOUNTAIN: 'fountain',
  FDX: 'fdx',
  TXT: 'txt',
} as const;
/** One script export format. */
export type TScriptExportFormat = (typeof ScriptExportFormat)[keyof typeof ScriptExportFormat];
/** What the web's format menu shows for each format. */
export const ScriptExportFormatLabel: Record<TScriptExportFormat, string> = {
  docx: 'Word（.docx）',
  pdf: 'PDF（.pdf）',
  fountain: 'Fountain（.fountain）',
  fdx: 'Final Draft（.fdx）',
  txt: '纯文本（.txt）',
};

/** The `format` field of an export. */
export const ZScriptExportFormat = zStringEnum(ScriptExportFormat, 'format');

/** `GET project/doc/export?doc_id=&format=`. */
export const ZDocExport = z.object({ doc_id: zId('doc_id'), format: ZScriptExportFormat });
export type TDocExport = z.infer<typeof ZDocExport>;

/** `GET project/volume/export?volume_id=&format=`. */
export const ZVolumeExport = z.object({ volume_id: zId('volume_id'), format: ZScriptExportFormat });
export type TVolumeExport = z.infer<typeof ZVolumeExport>;

/** `GET project/doc/estimate?project_id=`. */
export const ZWorkEstimateQuery = z.object({ project_id: zId('project_id') });

/** Pages in the exported layout, characters of dialogue and action, and estimated screen time. */
export const ZEstimate = z.object({
  pages: z.number().int(),
  /** Characters of dialogue and action (what screen time is estimated from). */
  chars: z.number().int(),
  /** Estimated screen time in seconds. */
  seconds: z.number().int(),
});
export type TEstimate = z.infer<typeof ZEstimate>;

/** The estimates of a work: per document (episode) in reading order, and in total. */
export const ZWorkEstimate = ZEstimate.extend({
  /** The pace used: characters of dialogue and action per minute (the work's setting or the default). */
  chars_per_minute: z.number().int(),
  documents: z.array(ZEstimate.extend({ doc_id: z.string(), doc_name: z.string() })),
});
export type TWorkEstimate = z.infer<typeof ZWorkEstimate>;
