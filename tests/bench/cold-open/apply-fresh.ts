import fs from 'node:fs';
import * as Y from 'yjs';

// Y.applyUpdate of the stored script in a process that has never run Yjs code (no JIT warm-up):
// the floor of any relay's first load from storage. Prints `ready at <ms>` for startScript().
const update = new Uint8Array(fs.readFileSync(process.argv[2] ?? ''));
const t = performance.now();
Y.applyUpdate(new Y.Doc(), update);
console.log(`apply ready at ${(performance.now() - t).toFixed(1)}`);
