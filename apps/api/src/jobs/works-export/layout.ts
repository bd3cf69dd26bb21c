/** A volume of the exported work. */
export interface ExportVolume {
  id: string;
  name: string;
}

/** A document of the exported work, in reading order, with where its files go in the zip. */
export interface ExportDocument {
  id: string;
  name: string;
  volume: ExportVolume | null;
  charCount: number;
  version: number;
  textPath: string;
  htmlPath: string;
}

/** The work as the manifest describes it. */
export interface ExportWork {
  id: string;
  name: string;
  mediaType: string;
  projectType: string;
}

/** Characters a file name may not carry on common systems, and control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

/** A name usable as one path segment: unsafe characters replaced, trimmed, at most 60 characters. */
export function safeSegment(name: string, fallback: string): string {
  const cleaned = name.replace(UNSAFE, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return [...(cleaned || fallback)].slice(0, 60).join('');
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Paths of every document's files: `text/` and `html/`, top-level documents first, then one folder
 * per volume (`01 第一卷/`), each file numbered in reading order so a file browser shows that order
 * and two documents of the same name never collide.
 */
export function layoutDocuments(
  docs: Array<Omit<ExportDocument, 'textPath' | 'htmlPath'>>,
  volumes: ExportVolume[],
): ExportDocument[] {
  const width = Math.max(3, String(docs.length).length);
  const volumeFolder = new Map(
    volumes.map((v, i) => [v.id, `${pad(i + 1, 2)} ${safeSegment(v.name, `卷${i + 1}`)}/`]),
  );
  const counters = new Map<string, number>();
  return docs.map((doc) => {
    const folder = doc.volume ? (volumeFolder.get(doc.volume.id) ?? '') : '';
    const n = (counters.get(folder) ?? 0) + 1;
    counters.set(folder, n);
    const base = `${folder}${pad(n, width)} ${safeSegment(doc.name, `文档${n}`)}`;
    return { ...doc, textPath: `text/${base}.txt`, htmlPath: `html/${base}.html` };
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A standalone HTML page of one document (the stored HTML is the editor's sanitised checkpoint). */
export function htmlPage(workName: string, doc: ExportDocument, bodyHtml: string): string {
  const title = escapeHtml(`${doc.name} - ${workName}`);
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${title}</title>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(doc.name)}</h1>`,
    bodyHtml,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The plain text file of one document: its name as the first line, then the text. */
export const textFile = (doc: ExportDocument, text: string): string => `${doc.name}\n\n${text}\n`;

/** manifest.json: what the zip holds, in reading order, with counts. */
export function manifest(input: {
  jobId: string;
  work: ExportWork;
  volumes: ExportVolume[];
  documents: ExportDocument[];
  exportedAt: Date;
}) {
  const { work, volumes, documents } = input;
  return {
    format: 'juzuo-work-export',
    format_version: 1,
    job_id: input.jobId,
    project_id: work.id,
    work_name: work.name,
    /** The work's media type (SCRIPT, NOVEL, CARTOON, ANIMATION, GAME). */
    kind: work.mediaType,
    project_type: work.projectType,
    exported_at: input.exportedAt.toISOString(),
    counts: {
      volumes: volumes.length,
      documents: documents.length,
      characters: documents.reduce((sum, d) => sum + d.charCount, 0),
    },
    volumes: volumes.map((v, i) => ({
      volume_id: v.id,
      volume_name: v.name,
      order: i + 1,
      doc_ids: documents.filter((d) => d.volume?.id === v.id).map((d) => d.id),
    })),
    documents: documents.map((d, i) => ({
      doc_id: d.id,
      doc_name: d.name,
      order: i + 1,
      volume_id: d.volume?.id ?? null,
      volume_name: d.volume?.name ?? null,
      char_count: d.charCount,
      version: d.version,
      text_path: d.textPath,
      html_path: d.htmlPath,
    })),
  };
}
