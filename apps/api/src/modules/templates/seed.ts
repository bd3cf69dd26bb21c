import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Line } from '@juzuo/doc-model';
import { docFromLines, docToHtml } from '@juzuo/doc-model';
import { ZTemplateDocType, ZTemplateWorkType } from '@juzuo/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { templates } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** The system templates that ship with the product (read-only, visible to everyone). */
export const TEMPLATE_SEED_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'seed/templates.json',
);

/** One line of a seed: a plain line as a string, a script line as [block, text]. */
const ZSeedLine = z.union([z.string(), z.tuple([z.string(), z.string()])]);
const ZSeedTemplate = z.object({
  key: z.string().regex(/^tpl-\d{3}$/),
  name: z.string().min(1),
  description: z.string(),
  doc_type: ZTemplateDocType,
  work_type: ZTemplateWorkType,
  lines: z.array(ZSeedLine).min(1),
});
/** One system template as the seed file writes it. */
export type TSeedTemplate = z.infer<typeof ZSeedTemplate>;

/** The seed file's templates, validated. */
export function readTemplateSeed(file = TEMPLATE_SEED_FILE): TSeedTemplate[] {
  return z.array(ZSeedTemplate).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const toLine = (l: string | [string, string]): Line =>
  typeof l === 'string' ? { text: l } : { block: l[0], text: l[1] };

/**
 * Writes the system templates: inserts the ones the database lacks and brings the others to the
 * shipped text (nobody may edit them, so nothing of a user's is overwritten). Idempotent; runs at
 * every start. Row ids are `sys_<key>`, stable across installs.
 */
export async function seedTemplates(db: DbLike, seeds: TSeedTemplate[], now: Date): Promise<number> {
  if (seeds.length === 0) return 0;
  const rows = seeds.map((s) => {
    const lines = s.lines.map(toLine);
    return {
      id: `sys_${s.key}`,
      sourceKey: s.key,
      ownerId: null,
      teamId: null,
      published: true,
      publishScope: null,
      name: s.name,
      description: s.description,
      docType: s.doc_type,
      workType: s.work_type,
      content: docToHtml(docFromLines(lines)),
      text: lines.map((l) => l.text).join('\n'),
      createdAt: now,
      updatedAt: now,
    };
  });
  await db
    .insert(templates)
    .values(rows)
    .onConflictDoUpdate({
      target: templates.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        docType: sql`excluded.doc_type`,
        workType: sql`excluded.work_type`,
        content: sql`excluded.content`,
        text: sql`excluded.text`,
      },
    });
  return rows.length;
}

/** Loads the shipped system templates at start (see seedTemplates). */
export async function loadTemplateSeed(app: FastifyInstance): Promise<void> {
  if (!fs.existsSync(TEMPLATE_SEED_FILE)) return;
  const count = await seedTemplates(app.database.db, readTemplateSeed(), new Date(app.clock.now()));
  app.log.debug({ count }, 'system templates loaded');
}
