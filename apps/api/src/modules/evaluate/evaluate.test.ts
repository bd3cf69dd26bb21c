import {
  aiAddEvaluateWork,
  aiDocSnapshotList,
  aiEvaluateReportContent,
  aiEvaluateReportList,
  aiEvaluateWorkList,
  aiEvaluationTemplate,
  aiExeEvaluate,
  aiUpdateEvaluateWork,
  compareReports,
  EvaluateStatus,
  jobCancelCall,
  messageList,
  projectDocUpdateVersion,
  SpecialTagGate,
  Status,
  type TEvaluateWork,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpDouble } from '../../engines/testing/http-double';
import type { LlmDoubleBody } from '../../engines/testing/llm-double';
import { callDef, okDef } from '../../test/call';
import { addDoc, type DocsFixture } from '../docs/testing';
import { CHUNK_TOKENS } from './run';
import { type EvaluateFixture, evaluateFixture, uploadEvaluateFile } from './testing';

// AI evaluation against the OpenAI-compatible double (real protocol, json_schema requests, an
// invented quote the API must drop, a 503 once then an answer, prose without JSON).

const EPISODES = [
  '第1集',
  '1-1 夜 外 长安城',
  '张小敬：五尊阎罗在此。',
  '反转：狼卫首领竟是靖安司的人。',
  '李必：天亮之前，必须找到他。',
  '第2集',
  '2-1 日 内 靖安司',
  '徐宾：大案牍术算出来了。',
  '打脸：檀棋当众拆穿了元载。',
  '张小敬：门后的人，是谁？',
].join('\n');

describe('AI evaluation', { timeout: 120_000 }, () => {
  let fixture: EvaluateFixture;
  let app: FastifyInstance;
  let llm: HttpDouble;
  let f: DocsFixture;
  const list = async (token = f.owner.token) =>
    (await okDef(app, aiEvaluateWorkList, { token, input: {} })).list;
  const settled = async (eid: string, token = f.owner.token): Promise<TEvaluateWork> => {
    const until = Date.now() + 60_000;
    for (;;) {
      const row = (await list(token)).find((w) => w.eid === eid);
      if (row && row.status !== EvaluateStatus.AI_EVALUATING) return row;
      if (Date.now() > until) throw new Error(`evaluation ${eid} still running`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const upload = (token: string, name: string, text: string) => uploadEvaluateFile(app, token, name, text);

  beforeAll(async () => {
    fixture = await evaluateFixture({
      adminPhone: '13615200001',
      prefix: '41521500',
      tagged: (f) => [f.owner, f.member],
    });
    ({ app, f } = fixture);
    llm = fixture.llm as HttpDouble;
    const docId = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '第1集' });
    await okDef(app, projectDocUpdateVersion, {
      token: f.owner.token,
      input: {
        doc_id: docId,
        content: EPISODES.split('\n')
          .slice(1, 5)
          .map((l) => `<p>${l}</p>`)
          .join(''),
      },
    });
  }, 180_000);
  afterAll(() => fixture.close());

  it('gates every call by the ai_evaluate tag and a product work by AiEvaluate', async () => {
    const refused = await callDef(app, aiEvaluationTemplate, { token: f.outsider.token, input: {} });
    expect([refused.status, refused.msg]).toEqual([Status.NO_PERMISSION, SpecialTagGate.ai_evaluate.reason]);
    // The member writes the work but does not hold AiEvaluate on it.
    const member = await callDef(app, aiAddEvaluateWork, {
      token: f.member.token,
      input: { work_id: f.workId, work_from: 0 },
    });
    expect(member.status).toBe(Status.NO_PERMISSION);
    const template = await okDef(app, aiEvaluationTemplate, { token: f.owner.token, input: {} });
    expect(template.list.map((d) => d.name)).toContain('钩子与悬念');
    expect(template.engine_ready).toBe(true);
    const bad = await callDef(app, aiAddEvaluateWork, {
      token: f.owner.token,
      input: { work_id: f.workId, work_from: 7 } as never,
    });
    expect(bad.status).toBe(Status.VALIDATION);
    expect(bad.msg).toContain('work_from');
  });

  it('evaluates a product work: snapshot, 1001 -> 1 -> 3, verified quotes, message centre', async () => {
    const { eid } = await okDef(app, aiAddEvaluateWork, {
      token: f.owner.token,
      input: { work_id: f.workId, work_from: 0 },
    });
    expect((await list()).find((w) => w.eid === eid)).toMatchObject({
      status: EvaluateStatus.INTERNAL_NOT_STARTED,
      work_name: '长安十二时辰',
      work_from: 0,
    });
    const started = await okDef(app, aiExeEvaluate, { token: f.owner.token, input: { eid } });
    expect(started.status).toBe(EvaluateStatus.AI_EVALUATING);
    const again = await callDef(app, aiExeEvaluate, { token: f.owner.token, input: { eid } });
    expect(again.status === Status.CONFLICT || again.status === 0).toBe(true);
    const done = await settled(eid);
    expect(done).toMatchObject({ status: EvaluateStatus.AI_SUCCEEDED, progress: 100, report_count: 1 });

    const snaps = await okDef(app, aiDocSnapshotList, { token: f.owner.token, input: { eid } });
    expect(snaps.list[0]?.text).toContain('张小敬：五尊阎罗在此。');
    const report = await okDef(app, aiEvaluateReportContent, { token: f.owner.token, input: { eid } });
    expect(report.snapshot_id).toBe(snaps.list[0]?.snapshot_id);
    expect(report.dimensions).toHaveLength(7);
    const quotes = report.dimensions.flatMap((d) => d.quotes);
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(snaps.list[0]?.text.slice(q.start, q.start + q.text.length)).toBe(q.text);
    expect(quotes.map((q) => q.text)).not.toContain('这句话原文里并没有出现过');
    expect(report.dropped_quotes).toBeGreaterThanOrEqual(7);
    expect(report.drama?.first_episode_hook.quote?.text).toBe('第1集');
    expect(report.prompt).toBe('evaluate_chunk@v1');

    const body = llm.requests.at(-1)?.json as LlmDoubleBody & { response_format?: { type: string } };
    expect(body.response_format?.type).toBe('json_schema');

    const messages = await okDef(app, messageList, { token: f.owner.token, input: {} });
    const notices = messages.list as Array<{ data: Record<string, unknown> }>;
    expect(notices.some((m) => m.data.job_id === done.job_id)).toBe(true);

    // Only the adder sees it.
    const other = await callDef(app, aiEvaluateReportContent, { token: f.member.token, input: { eid } });
    expect(other.status).toBe(Status.NOT_FOUND);
  });

  it('chunks a long upload, merges it with per-episode cliffhangers, and compares two reports', async () => {
    const filler = '长安城的更鼓一声接着一声，坊门依次关闭，街上只剩下巡夜的武侯。'.repeat(8);
    const long = [EPISODES, ...Array.from({ length: 120 }, () => filler)].join('\n');
    const file = await upload(f.member.token, '长安.txt', long);
    expect(file.status).toBe(0);
    const { eid } = await okDef(app, aiAddEvaluateWork, {
      token: f.member.token,
      input: { work_id: file.data.file_id, work_from: 1 },
    });
    const before = llm.requests.length;
    await okDef(app, aiExeEvaluate, { token: f.member.token, input: { eid } });
    expect(await settled(eid, f.member.token)).toMatchObject({ status: EvaluateStatus.AI_SUCCEEDED });
    const report = await okDef(app, aiEvaluateReportContent, { token: f.member.token, input: { eid } });
    const calls = llm.requests.length - before;
    expect(report.chunks).toBeGreaterThan(1);
    expect(calls).toBe(report.chunks);
    expect(report.char_count).toBeGreaterThan(CHUNK_TOKENS);
    expect(report.drama?.cliffhangers.map((c) => [c.episode, c.quote?.text])).toEqual([
      ['第1集', '李必：天亮之前，必须找到他。'],
      ['第2集', expect.stringContaining('长安城的更鼓')],
    ]);
    expect(report.drama?.payoff_density.count).toBe(2);
    expect(report.drama?.paywall?.episode).toBe('第2集');

    await okDef(app, aiExeEvaluate, { token: f.member.token, input: { eid } });
    await settled(eid, f.member.token);
    const reports = await okDef(app, aiEvaluateReportList, { token: f.member.token, input: { eid } });
    expect(reports.list).toHaveLength(2);
    const [b, a] = await Promise.all(
      reports.list.map((r) =>
        okDef(app, aiEvaluateReportContent, {
          token: f.member.token,
          input: { eid, report_id: r.report_id },
        }),
      ),
    );
    const compared = compareReports(a as never, b as never);
    expect(compared).toHaveLength(7);
    expect(compared.every((c) => c.delta === 0)).toBe(true);
  });

  it('retries after an engine error and fails with 2 on answers that are never JSON', async () => {
    const flaky = await upload(f.owner.token, '偶发.txt', `${EPISODES}\n偶发故障`);
    const { eid } = await okDef(app, aiAddEvaluateWork, {
      token: f.owner.token,
      input: { work_id: flaky.data.file_id, work_from: 1 },
    });
    await okDef(app, aiExeEvaluate, { token: f.owner.token, input: { eid } });
    expect(await settled(eid)).toMatchObject({ status: EvaluateStatus.AI_SUCCEEDED, report_count: 1 });

    const garbled = await upload(f.owner.token, '乱码.txt', `${EPISODES}\n乱码`);
    const bad = await okDef(app, aiAddEvaluateWork, {
      token: f.owner.token,
      input: { work_id: garbled.data.file_id, work_from: 1 },
    });
    await okDef(app, aiExeEvaluate, { token: f.owner.token, input: { eid: bad.eid } });
    const failed = await settled(bad.eid);
    expect(failed).toMatchObject({
      status: EvaluateStatus.AI_BUSY,
      status_label: 'AI繁忙，评估失败',
      report_count: 0,
    });
    expect(failed.error).toBe('AI评估失败，请稍后重试');
  }, 120_000);

  it('a cancelled run leaves no report and the work back at 0; is_delete 1 deletes', async () => {
    const file = await upload(f.owner.token, '取消.txt', EPISODES);
    const { eid } = await okDef(app, aiAddEvaluateWork, {
      token: f.owner.token,
      input: { work_id: file.data.file_id, work_from: 1 },
    });
    const { job_id } = await okDef(app, aiExeEvaluate, { token: f.owner.token, input: { eid } });
    await okDef(app, jobCancelCall, { token: f.owner.token, input: { job_id } });
    const row = await settled(eid);
    expect(row).toMatchObject({ status: EvaluateStatus.PENDING, report_count: 0 });
    const none = await callDef(app, aiEvaluateReportContent, { token: f.owner.token, input: { eid } });
    expect(none.status).toBe(Status.NOT_FOUND);

    await okDef(app, aiUpdateEvaluateWork, { token: f.owner.token, input: { eid, is_delete: 1 } });
    expect((await list()).map((w) => w.eid)).not.toContain(eid);
  });

  it('refuses bad uploads with a Chinese reason', async () => {
    const pdf = await upload(f.owner.token, 'a.pdf', 'x');
    expect([pdf.status, pdf.msg]).toEqual([Status.VALIDATION, '只支持 .txt 和 .docx 文件']);
    const empty = await upload(f.owner.token, 'a.txt', '   ');
    expect(empty.status).not.toBe(0);
  });
});

describe('AI evaluation without an engine', () => {
  it('answers 9001 and queues nothing', async () => {
    const { app, f, close } = await evaluateFixture({
      adminPhone: '13615200101',
      prefix: '41521600',
      engine: false,
    });
    try {
      const { eid } = await okDef(app, aiAddEvaluateWork, {
        token: f.owner.token,
        input: { work_id: f.workId, work_from: 0 },
      });
      const template = await okDef(app, aiEvaluationTemplate, { token: f.owner.token, input: {} });
      expect(template.engine_ready).toBe(false);
      expect(template.missing).toContain('LLM_BASE_URL');
      const refused = await callDef(app, aiExeEvaluate, { token: f.owner.token, input: { eid } });
      expect([refused.status, refused.msg]).toEqual([9001, 'AI引擎未配置']);
      const row = (await okDef(app, aiEvaluateWorkList, { token: f.owner.token, input: {} })).list[0];
      expect(row).toMatchObject({ status: EvaluateStatus.INTERNAL_NOT_STARTED, job_id: null });
      const snaps = await okDef(app, aiDocSnapshotList, { token: f.owner.token, input: { eid } });
      expect(snaps.list).toHaveLength(0);
    } finally {
      await close();
    }
  }, 180_000);
});
