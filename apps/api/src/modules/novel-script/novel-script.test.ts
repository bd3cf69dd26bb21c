import {
  adminSetSpecialTags,
  aiCancelConversion,
  aiConversionResult,
  aiGetLatestRecord,
  aiNovelToScreenplay,
  NovelScriptMessage,
  SpecialTagGate,
  Status,
  type TNovelConversion,
} from '@juzuo/schemas';
import { scriptElements } from '@juzuo/script-formats';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, jobs, works } from '../../db/schema/index';
import type { HttpDouble } from '../../engines/testing/http-double';
import { type LlmDoubleBody, startLlmDouble } from '../../engines/testing/llm-double';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { okCall } from '../../test/inject';
import { signInBySms } from '../account/testing';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork } from '../works/testing';

// Novel to script against the OpenAI-compatible double (json_schema requests, a fenced answer, prose
// without JSON, an HTTP 500 error body): chunks with a rolling memory, episode documents in the
// product's script format, cancel, retries, gates and 9001. Restart survival: restart.test.ts.

/** Three chapters; the third calls 林秋 by her pet name 秋儿 (the memory must map it back). */
export const THREE_CHAPTERS = [
  '第一章 雨夜',
  '夜里，林秋推开客栈的门，雨水顺着斗笠往下淌。',
  '掌柜抬头说：“客官，住店吗？”',
  '林秋低声说：“一间上房，别让人知道我来过。”',
  '第二章 码头',
  '天亮后，林秋来到码头，船工们正在卸货。',
  '沈青笑着说：“林姑娘，好久不见。”',
  '林秋说：“你怎么会在这里？”',
  '第三章 山门',
  '两人一路赶到山门，山门前的石阶上满是落叶。',
  '沈青说：“秋儿，上山之后别回头。”',
  '秋儿说：“我知道，师父在等我们。”',
].join('\n');

describe('novel to script', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let llm: HttpDouble;
  let f: TeamFixture;
  let operator: string;
  const owner = () => f.owner.token;

  const convert = (input: Record<string, unknown>, token = owner()) =>
    okDef(app, aiNovelToScreenplay, { token, input: input as never });
  const result = (record_id: string) =>
    okDef(app, aiConversionResult, { token: owner(), input: { record_id } });
  async function settle(
    record_id: string,
    until = (r: TNovelConversion) => ['done', 'failed', 'cancelled'].includes(r.state),
  ) {
    for (let i = 0; i < 600; i += 1) {
      const r = await result(record_id);
      if (until(r)) return r;
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error(`conversion ${record_id} did not settle`);
  }
  const docDetail = (doc_id: string) =>
    okCall<{ doc_name: string; text: string; content: string }>(app, 'GET', '/ixj_web/project/doc/detail', {
      token: owner(),
      query: { doc_id },
    });
  const worksNamed = async (name: string) =>
    Number((await app.database.db.select({ n: count() }).from(works).where(eq(works.name, name)))[0]?.n ?? 0);
  const docsOf = async (workId: string) =>
    Number(
      (await app.database.db.select({ n: count() }).from(documents).where(eq(documents.workId, workId)))[0]
        ?.n ?? 0,
    );
  const novelPrompts = () =>
    llm.requests
      .map((r) => r.json as LlmDoubleBody & { response_format?: { type: string } })
      .filter((b) => b.messages.some((m) => m.content.includes('【小说片段】')));

  beforeAll(async () => {
    llm = await startLlmDouble();
    app = await createTestApp({
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODELS: 'qwen-double',
      ADMIN_PHONES: '13838000009',
    });
    operator = (await signInBySms(app, '13838000009')).token;
    f = await teamFixture(app, '38380000');
    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: f.owner.user_id, special_tags: { ai_chat: 1, novel_to_script: 1 } },
    });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  it('gates: a chat tag and novel_to_script are both needed (7013 with the reason)', async () => {
    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: f.admin.user_id, special_tags: { ai_chat: 0, novel_to_script: 1 } },
    });
    for (const token of [f.member.token, f.admin.token]) {
      const refused = await callDef(app, aiNovelToScreenplay, {
        token,
        input: { text: THREE_CHAPTERS, project_name: '越权' } as never,
      });
      expect([refused.status, refused.msg]).toEqual([
        Status.NO_PERMISSION,
        SpecialTagGate.novel_to_script.reason,
      ]);
      const latest = await callDef(app, aiGetLatestRecord, { token });
      expect(latest.status).toBe(Status.NO_PERMISSION);
    }
    expect(await worksNamed('越权')).toBe(0);
  });

  it('refuses bad input with a Chinese message naming the problem, before queuing anything', async () => {
    const before = Number((await app.database.db.select({ n: count() }).from(jobs))[0]?.n ?? 0);
    const none = await callDef(app, aiNovelToScreenplay, {
      token: owner(),
      input: { project_name: '空' } as never,
    });
    expect([none.status, none.msg]).toEqual([
      Status.VALIDATION,
      'text：请粘贴小说正文、上传文件或选择一部小说作品（三选一）',
    ]);
    const noTarget = await callDef(app, aiNovelToScreenplay, {
      token: owner(),
      input: { text: '第一章\n正文' } as never,
    });
    expect(noTarget.msg).toBe('请选择要写入的剧本作品，或填写新作品的名称');
    const episodes = await callDef(app, aiNovelToScreenplay, {
      token: owner(),
      input: { text: '正文', project_name: '集数', episodes: 0 } as never,
    });
    expect([episodes.status, episodes.msg]).toEqual([Status.VALIDATION, 'episodes 至少为1']);
    const blank = await callDef(app, aiNovelToScreenplay, {
      token: owner(),
      input: { text: '第一章 空\n第二章 也空', project_name: '空章' } as never,
    });
    expect([blank.status, blank.msg]).toEqual([Status.VALIDATION, NovelScriptMessage.emptyNovel]);
    const novelWork = await addWork(app, owner(), { project_name: '一部小说', media_type: 'NOVEL' });
    const notScript = await callDef(app, aiNovelToScreenplay, {
      token: owner(),
      input: { text: THREE_CHAPTERS, project_id: novelWork } as never,
    });
    expect([notScript.status, notScript.msg]).toEqual([Status.VALIDATION, NovelScriptMessage.notScriptWork]);
    const theirs = await addWork(app, f.outsider.token, { project_name: '别人的剧本' });
    const foreign = await callDef(app, aiNovelToScreenplay, {
      token: owner(),
      input: { text: THREE_CHAPTERS, project_id: theirs } as never,
    });
    expect(foreign.status).toBe(Status.WORK_GONE);
    expect(Number((await app.database.db.select({ n: count() }).from(jobs))[0]?.n ?? 0)).toBe(before);
  });

  it('turns a 3-chapter novel into 3 episode documents in the script format, names consistent', async () => {
    const started = llm.requests.length;
    const { record_id, record } = await convert({ text: THREE_CHAPTERS, project_name: '雨夜客栈' });
    expect(record).toMatchObject({
      state: 'waiting',
      chunk_total: 3,
      chunk_done: 0,
      chapters: 3,
      target: 'short_drama',
    });
    const done = await settle(record_id);
    expect(done.state).toBe('done');
    expect([done.progress, done.chunk_done]).toEqual([100, 3]);
    const r = done.result;
    expect(r?.new_work).toBe(true);
    expect(r?.episodes.map((e) => e.doc_name)).toEqual(['第1集', '第2集', '第3集']);
    expect(r?.episodes.map((e) => e.characters)).toEqual([
      ['掌柜', '林秋'],
      ['沈青', '林秋'],
      ['沈青', '林秋'],
    ]);
    expect(r?.characters).toEqual(['掌柜', '林秋', '沈青']);
    expect(r?.prompt).toBe('novel_to_script@v1');

    const first = await docDetail(r?.doc_ids[0] ?? '');
    expect(first.text.split('\n')).toEqual([
      '夜 内 客栈',
      '人物：掌柜、林秋',
      '夜里，林秋推开客栈的门，雨水顺着斗笠往下淌。',
      '掌柜：客官，住店吗？',
      '林秋：（压低声音）一间上房，别让人知道我来过。',
    ]);
    // As the editor and every export show it: the scene number, △ before the action, 人物 once.
    const lines = [...first.content.matchAll(/<p data-block="(\w+)">([^<]*)<\/p>/g)].map((m) => ({
      block: m[1],
      text: m[2] ?? '',
    }));
    expect(scriptElements(lines, 1).map((e) => e.shown)).toEqual([
      '1-1 夜 内 客栈',
      '人物：掌柜、林秋',
      '△夜里，林秋推开客栈的门，雨水顺着斗笠往下淌。',
      '掌柜：客官，住店吗？',
      '林秋：（压低声音）一间上房，别让人知道我来过。',
    ]);
    // Chapter 3 calls her 秋儿: the memory from chapters 1-2 made it an alias of 林秋.
    const third = await docDetail(r?.doc_ids[2] ?? '');
    expect(third.text).toContain('林秋：我知道，师父在等我们。');
    expect(third.text).not.toMatch(/^秋儿：/m);
    expect(third.text).toContain('人物：沈青、林秋');

    const prompts = novelPrompts().slice(-3);
    expect(llm.requests.length - started).toBe(3);
    expect(prompts.every((p) => p.response_format?.type === 'json_schema')).toBe(true);
    const user = (i: number) => prompts[i]?.messages.at(-1)?.content ?? '';
    expect(user(0)).toContain('（这是小说的开头，没有前情）');
    expect(user(1)).toMatch(/人物表：\n- 掌柜[\s\S]*- 林秋/);
    expect(user(2)).toContain('- 沈青');

    const latest = await okDef(app, aiGetLatestRecord, { token: owner() });
    expect(latest?.record_id).toBe(record_id);
    const messages = await okCall<{ list: Array<{ content: string }> }>(app, 'GET', '/ixj_web/message/list', {
      token: owner(),
      query: { page_index: '1', page_size: '20' },
    });
    expect(messages.list.some((m) => m.content.includes('小说转剧本《雨夜客栈》'))).toBe(true);
  });

  it('adds the episodes to an existing script work after its last 第N集, in the asked number of episodes', async () => {
    const workId = await addWork(app, owner(), { project_name: '已有剧本' });
    await okCall(app, 'POST', '/ixj_web/project/doc/add', {
      token: owner(),
      body: { project_id: workId, doc_name: '第1集' },
    });
    const { record_id } = await convert({
      text: THREE_CHAPTERS,
      project_id: workId,
      episodes: 2,
      target: 'series',
    });
    const done = await settle(record_id);
    expect(done.state).toBe('done');
    expect(done.result?.new_work).toBe(false);
    expect(done.result?.episodes.map((e) => `${e.doc_name}:${e.scenes}`)).toEqual(['第2集:1', '第3集:2']);
    expect(await docsOf(workId)).toBe(3);
    expect(novelPrompts().at(-1)?.messages.at(-1)?.content).toContain('剧集：');
  });

  it('converts the chosen chapters of a novel work, and refuses a chapter of another work', async () => {
    const novel = await addWork(app, owner(), { project_name: '选章小说', media_type: 'NOVEL' });
    const chapters = THREE_CHAPTERS.split(/\n(?=第.章)/);
    const ids: string[] = [];
    for (const chapter of chapters) {
      const [title, ...body] = chapter.split('\n');
      const { doc_id } = await okCall<{ doc_id: string }>(app, 'POST', '/ixj_web/project/doc/add', {
        token: owner(),
        body: { project_id: novel, doc_name: title },
      });
      await okCall(app, 'PUT', '/ixj_web/project/doc/update_version', {
        token: owner(),
        body: { doc_id, content: body.map((l) => `<p>${l}</p>`).join('') },
      });
      ids.push(doc_id);
    }
    const { record_id } = await convert({
      source_project_id: novel,
      doc_ids: [ids[2], ids[0]],
      project_name: '选章剧本',
    });
    const done = await settle(record_id);
    expect([done.state, done.chunk_total]).toEqual(['done', 2]);
    const first = await docDetail(done.result?.doc_ids[0] ?? '');
    expect(first.text).toContain('掌柜：客官，住店吗？');
    const other = await addWork(app, owner(), { project_name: '另一部小说', media_type: 'NOVEL' });
    const wrong = await callDef(app, aiNovelToScreenplay, {
      token: owner(),
      input: { source_project_id: other, doc_ids: [ids[0]], project_name: '错章' } as never,
    });
    expect([wrong.status, wrong.msg]).toEqual([Status.VALIDATION, NovelScriptMessage.docsNotInWork]);
  });

  it('reads a fenced answer, retries once after prose, and fails a chunk honestly after two bad answers', async () => {
    const fenced = await convert({
      text: '第一章\n客栈里，林秋说：“围栏里的答案。”\n第二章\n码头上一片乱码似的喧哗。',
      project_name: '围栏',
    });
    const ok = await settle(fenced.record_id);
    expect(ok.state).toBe('done');
    const retried = novelPrompts().filter((p) => p.messages.at(-1)?.content.includes('【上次回答无效】'));
    expect(retried).toHaveLength(1);

    const bad = await convert({
      text: '第一章\n林秋来到客栈。\n第二章\n一直乱码。',
      project_name: '乱码到底',
    });
    const failed = await settle(bad.record_id);
    expect([failed.state, failed.error]).toEqual(['failed', NovelScriptMessage.badChunk(2)]);
    expect(await worksNamed('乱码到底')).toBe(0);
  });

  it('retries with backoff after an engine error (HTTP 500 body) and completes', async () => {
    const { record_id } = await convert({
      text: '第一章\n码头突发故障，林秋说：“快走。”',
      project_name: '故障',
    });
    const done = await settle(record_id);
    expect(done.state).toBe('done');
    const [row] = await app.database.db.select().from(jobs).where(eq(jobs.id, record_id));
    expect(row?.attempts).toBe(2);
  });

  it('cancel stops it between chunks and leaves no work and no documents', async () => {
    const slow = [
      '第一章',
      '林秋慢慢走进客栈。',
      '第二章',
      '林秋慢慢走到码头。',
      '第三章',
      '林秋慢慢登上山门。',
    ].join('\n');
    const { record_id } = await convert({ text: slow, project_name: '取消的转换' });
    const running = await settle(record_id, (r) => r.chunk_done >= 1);
    expect(running.state).toBe('running');
    const cancelled = await okDef(app, aiCancelConversion, { token: owner(), input: { record_id } });
    expect(cancelled.state).toBe('cancelled');
    await new Promise((res) => setTimeout(res, 2_500));
    const after = await result(record_id);
    expect([after.state, after.result]).toEqual(['cancelled', null]);
    expect(await worksNamed('取消的转换')).toBe(0);
    const again = await callDef(app, aiCancelConversion, { token: owner(), input: { record_id } });
    expect([again.status, again.msg]).toEqual([Status.CONFLICT, NovelScriptMessage.finished]);
    // Someone else's record is as absent as a missing one.
    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: f.outsider.user_id, special_tags: { ai_chat: 1, novel_to_script: 1 } },
    });
    const foreign = await callDef(app, aiConversionResult, { token: f.outsider.token, input: { record_id } });
    expect([foreign.status, foreign.msg]).toEqual([Status.NOT_FOUND, NovelScriptMessage.notFound]);
    expect(await okDef(app, aiGetLatestRecord, { token: f.outsider.token })).toBeNull();
  });
});

describe('novel to script without an engine', { timeout: 60_000 }, () => {
  it('answers 9001 AI引擎未配置 and queues nothing', async () => {
    const app = await createTestApp({ ADMIN_PHONES: '13838100009' });
    try {
      const operator = (await signInBySms(app, '13838100009')).token;
      const f = await teamFixture(app, '38381000');
      await okDef(app, adminSetSpecialTags, {
        token: operator,
        input: { user_id: f.owner.user_id, special_tags: { ai_chat: 1, novel_to_script: 1 } },
      });
      const res = await callDef(app, aiNovelToScreenplay, {
        token: f.owner.token,
        input: { text: THREE_CHAPTERS, project_name: '无引擎' } as never,
      });
      expect([res.status, res.msg]).toEqual([Status.AI_ENGINE_MISSING, 'AI引擎未配置']);
      expect(Number((await app.database.db.select({ n: count() }).from(jobs))[0]?.n ?? 0)).toBe(0);
      expect(await okDef(app, aiGetLatestRecord, { token: f.owner.token })).toBeNull();
    } finally {
      await app.close();
    }
  });
});
