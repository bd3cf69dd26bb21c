/** Saves a Blob under `fileName` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name without characters file systems refuse. */
export const safeFileName = (name: string): string =>
  name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || '导出';
