import { openDatabase } from '@juzuo/api';

// Child-process entry of data-template.ts: the product's own openDatabase (the one its start runs)
// makes the PGlite folder given as the argument, applies every migration and closes it cleanly.
const pgliteDir = process.argv[2];
if (!pgliteDir) throw new Error('usage: make-data-template.ts <pglite folder>');
const database = await openDatabase({ pgliteDir });
await database.close();
