import { UPLOAD_FIELD } from '@juzuo/schemas';

/** Multipart body with the file under UPLOAD_FIELD (what the files module reads). */
export function fileForm(file: Blob, filename?: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const name = filename ?? (file as Blob & { name?: string }).name ?? 'file';
  form.append(UPLOAD_FIELD, file, name);
  return form;
}
