import yazl from 'yazl';

/** One file of a zip. */
export interface ZipEntry {
  path: string;
  content: string | Buffer;
}

/**
 * Builds a zip in memory with yazl (deflate; file names flagged UTF-8, so Chinese names unzip
 * correctly everywhere). The file store takes whole buffers, and exports are text, so a buffer is
 * the simple shape; entries are added one by one, so the caller can stop between them.
 */
export function buildZip(entries: ZipEntry[], mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const body = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    zip.addBuffer(body, entry.path, { mtime, compress: true });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
