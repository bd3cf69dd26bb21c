import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The dictionaries @node-rs/jieba ships: words for segmentation, IDF weights for keywords. */
export type JiebaDictionaryName = 'dict' | 'idf';

/** Where a shipped dictionary is; throws when the package or the file is missing. */
export function jiebaDictionaryPath(name: JiebaDictionaryName): string {
  return require.resolve(`@node-rs/jieba/${name}.txt`);
}

/**
 * A shipped dictionary's bytes, read when a segmenter is built. The package's own `dict.js` reads both
 * (5 + 6 MB) into Buffers as soon as it is imported, which kept 11 MB in every API process's heap
 * whether or not anything was segmented; jieba copies a dictionary into its native tables, so what
 * is read here is garbage right after.
 */
export function readJiebaDictionary(name: JiebaDictionaryName): Buffer {
  return fs.readFileSync(jiebaDictionaryPath(name));
}
