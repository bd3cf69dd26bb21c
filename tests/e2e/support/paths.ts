import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Root of the monorepo. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** tsx's loader (`node --import <it> file.ts`): how the test helpers run the product's TypeScript. */
export const tsxLoader = pathToFileURL(
  createRequire(path.join(repoRoot, 'package.json')).resolve('tsx'),
).href;

/** Where failing stories leave screenshots and server logs (gitignored). */
export const artifactsDir = path.join(repoRoot, 'tests/.artifacts/e2e');

/** The built web app the server serves; the e2e run needs it (scripts/test.sh builds it first). */
export const webDist = process.env.WEB_DIST || path.join(repoRoot, 'apps/web/dist');

/** A file-system safe slug of a test or file name. */
export function slug(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Makes (and returns) the artifacts folder of one test file. */
export function artifactsFor(testFile: string): string {
  const dir = path.join(artifactsDir, slug(path.basename(testFile, '.test.ts')));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
