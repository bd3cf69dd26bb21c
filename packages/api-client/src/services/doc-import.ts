import { projectDocImport, projectDocImportPreview, type TImportBlocks } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';
import { fileForm } from './multipart';

/** Where an import goes: a work (and optionally one of its volumes), or a new work made by the call. */
export type ImportTarget =
  | { project_id: string; volume_id?: string }
  | { project_name: string; project_type: string; media_type?: string };

/** Text fields of a multipart call (undefined left out). */
const fieldsOf = (fields: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));

/** Import of script and novel files (DOCX, TXT, Fountain, FDX): a preview, then the import. */
export function docImportService(t: Transport) {
  return {
    /** The recognised structure of a file (parts and every line's element); creates nothing. */
    preview: (
      file: Blob,
      filename: string,
      target: { project_id?: string; media_type?: string; project_type?: string },
      opts?: CallOptions,
    ) => t.call(projectDocImportPreview, fileForm(file, filename, fieldsOf(target)), opts),
    /** Imports the file as documents; `blocks` are the preview's corrections (null leaves a part out). */
    importFile: (
      file: Blob,
      filename: string,
      target: ImportTarget,
      blocks?: TImportBlocks,
      opts?: CallOptions,
    ) =>
      t.call(
        projectDocImport,
        fileForm(file, filename, {
          ...fieldsOf(target as Record<string, string | undefined>),
          ...(blocks ? { blocks: JSON.stringify(blocks) } : {}),
        }),
        opts,
      ),
  };
}

/** The import call group. */
export type DocImportService = ReturnType<typeof docImportService>;
