import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The PDF's CJK font: Noto Sans SC (SIL Open Font License 1.1) as the TTF files the npm package
// @expo-google-fonts/noto-sans-sc ships (about 10.5 MB each; docs/decisions.md). Read from the
// installed package, never downloaded; pdfkit embeds only the glyphs a PDF uses (subsetting).

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));

/** Paths of the regular and bold faces. */
export const FONT_FILES = {
  regular: path.join(root, '400Regular', 'NotoSansSC_400Regular.ttf'),
  bold: path.join(root, '700Bold', 'NotoSansSC_700Bold.ttf'),
} as const;

let cached: { regular: Buffer; bold: Buffer } | null = null;

/** Both faces, read once per process (every export reuses the buffers). */
export function fontData(): { regular: Buffer; bold: Buffer } {
  cached ??= { regular: fs.readFileSync(FONT_FILES.regular), bold: fs.readFileSync(FONT_FILES.bold) };
  return cached;
}
