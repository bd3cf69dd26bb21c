import { adminSetSpecialTags, aiConversionResult, aiNovelToScreenplay } from '@juzuo/schemas';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, works } from '../../db/schema/index';
import { startLlmDouble } from '../../engines/testing/llm-double';
import { persistentApps, waitFor } from '../../jobs/testing';
import { okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import { teamFixture } from '../team/testing';

// A conversion running when the API stops finishes after the next start with one work and one set of
// episodes: the documents are written only at the end, in one transaction.

const SLOW = [
  '第一章',
  '林秋慢慢走进客栈。',
  '第二章',
  '林秋慢慢走到码头。',
  '第三章',
  '林秋慢慢登上山门。',
].join('\n');

describe('novel to script across an API restart', { timeout: 240_000 }, () => {
  it('finishes a conversion interrupted mid-way, with exactly one work of 3 episodes', async () => {
    const llm = await startLlmDouble();
    const apps = await persistentApps('novel-restart', {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODELS: 'qwen-double',
      ADMIN_PHONES: '13838200009',
    });
    try {
      const first = await apps.open();
      await first.ready();
      const operator = (await signInBySms(first, '13838200009')).token;
      const f = await teamFixture(first, '38382000');
      await okDef(first, adminSetSpecialTags, {
        token: operator,
        input: { user_id: f.owner.user_id, special_tags: { ai_chat: 1, novel_to_script: 1 } },
      });
      const token = f.owner.token;
      const { record_id } = await okDef(first, aiNovelToScreenplay, {
        token,
        input: { text: SLOW, project_name: '重启后的转换' },
      });
      await waitFor(
        async () => {
          const r = await okDef(first, aiConversionResult, { token, input: { record_id } });
          return r.chunk_done >= 1 ? r : undefined;
        },
        'first chunk converted',
        60_000,
      );
      await first.close();

      const second = await apps.open();
      await second.ready();
      const done = await waitFor(
        async () => {
          const r = await okDef(second, aiConversionResult, { token, input: { record_id } });
          return ['done', 'failed', 'cancelled'].includes(r.state) ? r : undefined;
        },
        'conversion done after restart',
        120_000,
      );
      expect([done.state, done.result?.episodes.length]).toEqual(['done', 3]);
      const db = second.database.db;
      const named = await db.select({ id: works.id }).from(works).where(eq(works.name, '重启后的转换'));
      expect(named).toHaveLength(1);
      const [docs] = await db
        .select({ n: count() })
        .from(documents)
        .where(eq(documents.workId, named[0]?.id ?? ''));
      expect(Number(docs?.n)).toBe(3);
      await second.close();
    } finally {
      await apps.dispose();
      await llm.close();
    }
  });
});
