import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { formatOf, parseEntries } from '../src/modules/materials/import/parse';
import { importMaterials } from '../src/modules/materials/import/run';

// `pnpm materials:import FILE`: imports a JSON, CSV or Markdown file of materials into the official
// library of the database the product is configured with (DATABASE_URL, else PGlite in DATA_DIR).
// Stop the server first when it runs on PGlite (one process owns that database). Formats:
// docs/materials-import.md. Exit code 1 when the file cannot be read or any entry had an error.

async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  if (!arg) {
    console.error('用法 / usage: pnpm materials:import FILE（.json / .csv / .md）');
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const format = formatOf(file);
  if (!format) {
    console.error(`不支持的文件类型 / unsupported file type: ${file}（.json / .csv / .md）`);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`文件不存在 / no such file: ${file}`);
    return 2;
  }
  let entries: ReturnType<typeof parseEntries>;
  try {
    entries = parseEntries(fs.readFileSync(file, 'utf8'), format);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL || undefined,
    pgliteDir: `${config.DATA_DIR}/pglite`,
  });
  try {
    const s = await importMaterials(database.db, entries, new Date());
    console.log(`导入完成 / import done: ${path.basename(file)} (${format}, ${entries.length} 条 entries)`);
    console.log(`  新增 added: ${s.added}`);
    console.log(`  更新 updated: ${s.updated}`);
    console.log(`  未变 skipped: ${s.skipped}`);
    console.log(`  错误 errors: ${s.errors.length}`);
    const unit = format === 'json' ? '条 entry' : '行 line';
    for (const e of s.errors) console.log(`    第 ${e.line} ${unit}: ${e.message}`);
    return s.errors.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
