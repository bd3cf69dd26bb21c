/** Multipart body with the file under the field name `file` (what the files module reads). */
export function fileForm(file: Blob, filename?: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const name = filename ?? (file as Blob & { name?: string }).name ?? 'file';
  form.append('file', file, name);
  return form;
}
