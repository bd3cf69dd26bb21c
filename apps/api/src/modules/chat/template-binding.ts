import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workChatTemplates } from '../../db/schema/index';

/** The template id bound to a work, or null. */
export async function boundTemplateId(db: Db, workId: string): Promise<string | null> {
  const [row] = await db
    .select({ templateId: workChatTemplates.templateId })
    .from(workChatTemplates)
    .where(eq(workChatTemplates.workId, workId))
    .limit(1);
  return row?.templateId ?? null;
}

/** Binds (or rebinds) a work's template. */
export async function bindTemplate(db: Db, workId: string, templateId: string, userId: string, at: Date) {
  await db
    .insert(workChatTemplates)
    .values({ workId, templateId, boundBy: userId, boundAt: at })
    .onConflictDoUpdate({
      target: workChatTemplates.workId,
      set: { templateId, boundBy: userId, boundAt: at },
    });
}

/** Unbinds a work's template (nothing bound is fine). */
export async function unbindTemplate(db: Db, workId: string) {
  await db.delete(workChatTemplates).where(eq(workChatTemplates.workId, workId));
}
