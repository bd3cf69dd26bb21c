import { NovelScriptMessage, Status, StatusMessage, type TNovelResult, ZNovelTarget } from '@juzuo/schemas';
import { episodeOf } from '@juzuo/script-formats';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { documents, works } from '../../db/schema/index';
import { insertImportedDocuments } from '../../modules/docs/import-create';
import { canWriteDocs } from '../../modules/docs/policies';
import { findVolume, listDocuments } from '../../modules/docs/repo';
import { findWorkAccess } from '../../modules/works/access';
import { insertWork } from '../../modules/works/create-work';
import { novelToScriptPrompt } from '../../prompts/novel-to-script';
import { promptName } from '../../prompts/types';
import { defineJob, JobError } from '../define';
import { type ChapterScene, episodeCharacters, episodeParts, groupEpisodes } from './assemble';
import { splitNovel } from './chapters';
import { convertChunk } from './convert-chunk';
import { emptyMemory } from './memory';

/** What the job keeps: the novel as submitted (a snapshot), the options, where the episodes go. */
export const ZNovelJobInput = z.object({
  text: z.string(),
  target: ZNovelTarget,
  episodes: z.number().int().optional(),
  project_id: z.string().optional(),
  volume_id: z.string().optional(),
  project_name: z.string(),
  team_id: z.string(),
  chunk_total: z.number().int(),
  chapters: z.number().int(),
});
export type TNovelJobInput = z.infer<typeof ZNovelJobInput>;

/** The next free 第N集 number of a work. */
async function nextEpisodeNumber(db: Parameters<typeof listDocuments>[0], workId: string): Promise<number> {
  const numbers = (await listDocuments(db, workId)).map((d) => episodeOf(d.name) ?? 0);
  return Math.max(0, ...numbers) + 1;
}

/**
 * Novel to script (issue 15): chunk by chunk with a rolling memory, then every episode document in one
 * transaction at the end, so a cancel or a failure before it leaves nothing; a result that arrives
 * after a cancel is undone by `discard`. The attempt runs again from the start after a restart.
 */
export const novelToScript = defineJob<TNovelJobInput, TNovelResult>({
  name: 'ai.novel_to_script',
  input: ZNovelJobInput,
  retry: { limit: 3, delaySeconds: 2, maxDelaySeconds: 60 },
  timeoutSeconds: 2 * 60 * 60,
  concurrency: 1,
  async handler(ctx) {
    const { app, input, signal } = ctx;
    const db = app.database.db;
    // An operator may have removed the engine since the job was queued: no retry can help then.
    if (!app.engines.has('chat'))
      throw new JobError(StatusMessage[Status.AI_ENGINE_MISSING] ?? '', { retry: false });
    const engine = app.engines.require('chat');
    const chunks = splitNovel(input.text);
    const scenes: ChapterScene[] = [];
    let memory = emptyMemory();
    for (const [index, chunk] of chunks.entries()) {
      signal.throwIfAborted();
      const converted = await convertChunk(engine, {
        chunk,
        index,
        total: chunks.length,
        memory,
        target: input.target,
        signal,
      });
      memory = converted.memory;
      scenes.push(...converted.scenes.map((scene) => ({ chapter: chunk.chapter, scene })));
      await ctx.progress(Math.floor(((index + 1) * 99) / chunks.length));
    }
    if (scenes.length === 0) throw new JobError(NovelScriptMessage.noScenes, { retry: false });
    signal.throwIfAborted();

    const groups = groupEpisodes(scenes, input.episodes);
    const now = new Date(app.clock.now());
    if (input.project_id) {
      // Before the transaction: PGlite is one connection, so a read on `db` inside it would wait forever.
      const access = await findWorkAccess(db, ctx.userId, input.project_id);
      if (!access || !canWriteDocs(access)) {
        throw new JobError(NovelScriptMessage.workGone, { retry: false });
      }
    }
    const created = await db.transaction(async (tx) => {
      let workId = input.project_id;
      if (workId) {
        if (input.volume_id && (await findVolume(tx, input.volume_id))?.workId !== workId) {
          throw new JobError(NovelScriptMessage.workGone, { retry: false });
        }
      } else {
        workId = await insertWork(tx, {
          teamId: input.team_id,
          creatorId: ctx.userId,
          body: { project_name: input.project_name, project_type: 'SCRIPT', media_type: 'SCRIPT' },
          now,
        });
      }
      const parts = episodeParts(groups, input.project_id ? await nextEpisodeNumber(tx, workId) : 1);
      const docs = await insertImportedDocuments(tx, {
        workId,
        volumeId: input.volume_id ?? null,
        parts,
        editorId: ctx.userId,
        now,
      });
      return { workId, docs };
    });
    return {
      project_id: created.workId,
      volume_id: input.volume_id ?? null,
      new_work: !input.project_id,
      doc_ids: created.docs.map((d) => d.doc_id),
      episodes: created.docs.map((d, i) => {
        const group = groups[i] ?? [];
        return {
          doc_id: d.doc_id,
          doc_name: d.doc_name,
          scenes: group.length,
          lines: group.reduce((n, s) => n + s.lines.length, 0),
          characters: episodeCharacters(group),
        };
      }),
      characters: memory.characters.map((c) => c.name),
      prompt: promptName(novelToScriptPrompt),
    };
  },
  async discard(result, ctx) {
    const db = ctx.app.database.db;
    await db.transaction(async (tx) => {
      if (result.new_work) await tx.delete(works).where(eq(works.id, result.project_id));
      else if (result.doc_ids.length > 0) {
        await tx
          .delete(documents)
          .where(and(eq(documents.workId, result.project_id), inArray(documents.id, result.doc_ids)));
      }
    });
  },
});
