/**
 * A Content-Disposition `attachment` for a file named in Chinese: an ASCII fallback (`filename`) and
 * the UTF-8 name (`filename*`, RFC 5987), so every browser saves it under its real name.
 */
export function attachment(name: string, ext: string, fallback = 'export'): string {
  const base =
    name
      .replace(/[\p{Cc}"\\/]/gu, '')
      .trim()
      .slice(0, 120) || fallback;
  const full = `${base}.${ext}`;
  return `attachment; filename="${full.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}
