import { ScopeType, type TMaterialImportEntry, ZMaterialImportEntry } from '@juzuo/schemas';
import type { Db } from '../../../db/client';
import { findBySourceKeys, insertMaterials, type MaterialFields, newRow, updateFields } from '../repo';
import type { RawEntry } from './parse';

// Imports entries into the official library (scope 2, published). Idempotent: an entry's key (its
// `key`, else cat1 + title) is stored as source_key; importing again updates what changed and skips
// what did not (`update: false`, the seed at start: entries already there are left as official
// users edited them; an entry unpublished stays unpublished).

/** What an import did. */
export interface ImportSummary {
  added: number;
  updated: number;
  skipped: number;
  errors: { line: number; message: string }[];
}

const keyOf = (e: TMaterialImportEntry): string => e.key ?? `${e.cat1}:${e.title}`;

const fieldsOf = (e: TMaterialImportEntry): MaterialFields => ({
  title: e.title,
  content: e.content,
  cat1: e.cat1,
  cat2: e.cat2 ?? '',
  tags: [...new Set(e.tags ?? [])],
});

const same = (a: MaterialFields, b: MaterialFields): boolean =>
  a.title === b.title &&
  a.content === b.content &&
  a.cat1 === b.cat1 &&
  a.cat2 === b.cat2 &&
  JSON.stringify(a.tags) === JSON.stringify(b.tags);

/** Validates every entry with the shared schema, then adds, updates or skips each valid one. */
export async function importMaterials(
  db: Db,
  entries: RawEntry[],
  now: Date,
  options: { update: boolean } = { update: true },
): Promise<ImportSummary> {
  const summary: ImportSummary = { added: 0, updated: 0, skipped: 0, errors: [] };
  const valid: { line: number; entry: TMaterialImportEntry }[] = [];
  const seen = new Map<string, number>();
  for (const raw of entries) {
    const parsed = ZMaterialImportEntry.safeParse(raw.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}：` : '';
      summary.errors.push({ line: raw.line, message: `${where}${issue?.message ?? '格式错误'}` });
      continue;
    }
    const key = keyOf(parsed.data);
    const first = seen.get(key);
    if (first !== undefined) {
      summary.errors.push({
        line: raw.line,
        message: `与第 ${first} 条重复（${key}）/ duplicate of entry ${first}`,
      });
      continue;
    }
    seen.set(key, raw.line);
    valid.push({ line: raw.line, entry: parsed.data });
  }
  const existing = new Map((await findBySourceKeys(db, [...seen.keys()])).map((r) => [r.sourceKey, r]));
  const fresh: Parameters<typeof insertMaterials>[1] = [];
  await db.transaction(async (tx) => {
    for (const { entry } of valid) {
      const key = keyOf(entry);
      const fields = fieldsOf(entry);
      const row = existing.get(key);
      if (!row) {
        const owner = { scope: ScopeType.SYS, teamId: null, userId: null, sourceKey: key };
        fresh.push(newRow(crypto.randomUUID(), fields, owner, true, now));
        summary.added++;
      } else if (!options.update || same(fields, row)) {
        summary.skipped++;
      } else {
        await updateFields(tx, row.id, fields, now);
        summary.updated++;
      }
    }
    // New entries go in a few multi-row statements (the seed at a first start: one round trip each).
    for (let i = 0; i < fresh.length; i += 100) await insertMaterials(tx, fresh.slice(i, i + 100));
  });
  return summary;
}
