/**
 * The text of an uploaded novel (.txt in any common encoding, or .docx), read in the browser with the
 * same readers the server's imports and evaluation uploads use; loaded on first use so the page's
 * chunk stays small.
 */
export async function readNovelFile(file: File): Promise<string> {
  const { readScriptFile } = await import('@juzuo/script-formats/readers');
  const read = await readScriptFile(new Uint8Array(await file.arrayBuffer()), file.name);
  return read.lines
    .map((l) => l.text)
    .join('\n')
    .trim();
}
