import {
  aiAddBaseWork,
  aiAddEvaluateWork,
  aiBaseWorkList,
  aiCharacterAnalyseErrReset,
  aiCharacterAnalyseLaunch,
  aiCharacterAnalyseResult,
  aiDocSnapshotList,
  aiEvaluateWorkList,
  aiExeEvaluate,
  aiUpdateEvaluateWork,
  EvaluateStatus,
  projectDocUpdateVersion,
  Status,
  type TCharacterAnalysis,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDef, okDef } from '../../../test/call';
import { addDoc, type DocsFixture } from '../../docs/testing';
import { type EvaluateFixture, evaluateFixture, uploadEvaluateFile } from '../testing';

// Character analysis (durable job, engine through the adapter, quotes verified) and benchmark works,
// against the OpenAI-compatible double; 9001 without an engine.

const SCRIPT = [
  '第1集',
  '张小敬：五尊阎罗在此。',
  '李必：天亮之前，必须找到他。',
  '张小敬：给我一个时辰。',
  '檀棋：公子，元载来了。',
].join('\n');

describe('character analysis and benchmark works', { timeout: 180_000 }, () => {
  let fixture: EvaluateFixture;
  let app: FastifyInstance;
  let f: DocsFixture;
  const upload = async (name: string, text: string) => {
    const { file_id } = (await uploadEvaluateFile(app, f.owner.token, name, text)).data;
    return (
      await okDef(app, aiAddEvaluateWork, { token: f.owner.token, input: { work_id: file_id, work_from: 1 } })
    ).eid;
  };
  const settled = async (eid: string): Promise<TCharacterAnalysis> => {
    const until = Date.now() + 120_000;
    for (;;) {
      const now = await okDef(app, aiCharacterAnalyseResult, { token: f.owner.token, input: { eid } });
      if (now.state !== 'running') return now;
      if (Date.now() > until) throw new Error(`analysis ${eid} still running`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const evaluated = async (eid: string) => {
    await okDef(app, aiExeEvaluate, { token: f.owner.token, input: { eid } });
    const until = Date.now() + 60_000;
    for (;;) {
      const row = (await okDef(app, aiEvaluateWorkList, { token: f.owner.token, input: {} })).list.find(
        (w) => w.eid === eid,
      );
      if (row?.status === EvaluateStatus.AI_SUCCEEDED) return;
      if (Date.now() > until) throw new Error(`evaluation ${eid} not done`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  beforeAll(async () => {
    fixture = await evaluateFixture({ adminPhone: '13615400001', prefix: '41541500' });
    ({ app, f } = fixture);
  }, 180_000);
  afterAll(() => fixture.close());

  it('analyses the characters of the evaluated text with verified quotes; only the adder sees it', async () => {
    const eid = await upload('长安.txt', SCRIPT);
    await evaluated(eid);
    const [snapshot] = (await okDef(app, aiDocSnapshotList, { token: f.owner.token, input: { eid } })).list;
    const idle = await okDef(app, aiCharacterAnalyseResult, { token: f.owner.token, input: { eid } });
    expect(idle).toMatchObject({ state: 'idle', characters: [], job_id: null });
    const started = await okDef(app, aiCharacterAnalyseLaunch, { token: f.owner.token, input: { eid } });
    expect(started.state).toBe('running');
    const again = await callDef(app, aiCharacterAnalyseLaunch, { token: f.owner.token, input: { eid } });
    expect(again.status === Status.CONFLICT || again.status === 0).toBe(true);
    const done = await settled(eid);
    expect(done).toMatchObject({ state: 'done', progress: 100, snapshot_id: snapshot?.snapshot_id });
    expect(done.prompt).toBe('character_analyse@v1');
    expect(done.characters.map((c) => [c.name, c.role, c.mentions])).toEqual([
      ['张小敬', '主角', 2],
      ['李必', '配角', 1],
      ['檀棋', '配角', 1],
    ]);
    const zhang = done.characters[0];
    expect(zhang?.relations.map((r) => r.name)).toEqual(['李必', '檀棋']);
    expect(zhang?.quotes).toEqual([
      { text: '张小敬：五尊阎罗在此。', start: SCRIPT.indexOf('张小敬：五尊阎罗在此。') },
    ]);

    const other = await callDef(app, aiCharacterAnalyseResult, { token: f.member.token, input: { eid } });
    expect(other.status).not.toBe(0);
  });

  it('a work never evaluated is snapshotted first', async () => {
    const docId = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '第1集' });
    await okDef(app, projectDocUpdateVersion, {
      token: f.owner.token,
      input: { doc_id: docId, content: '<p>李必：天亮之前，必须找到他。</p>' },
    });
    const { eid } = await okDef(app, aiAddEvaluateWork, {
      token: f.owner.token,
      input: { work_id: f.workId, work_from: 0 },
    });
    await okDef(app, aiCharacterAnalyseLaunch, { token: f.owner.token, input: { eid } });
    const done = await settled(eid);
    expect(done.characters.map((c) => c.name)).toEqual(['李必']);
    const snaps = await okDef(app, aiDocSnapshotList, { token: f.owner.token, input: { eid } });
    expect(snaps.list).toHaveLength(1);
    expect(snaps.list[0]?.snapshot_id).toBe(done.snapshot_id);
  });

  it('fails after retries with a Chinese reason; err_reset clears it', async () => {
    const eid = await upload('故障.txt', `${SCRIPT}\n人物故障`);
    await okDef(app, aiCharacterAnalyseLaunch, { token: f.owner.token, input: { eid } });
    const failed = await settled(eid);
    expect(failed).toMatchObject({ state: 'failed', error: 'AI人物分析失败，请稍后重试', characters: [] });
    const reset = await okDef(app, aiCharacterAnalyseErrReset, { token: f.owner.token, input: { eid } });
    expect(reset).toMatchObject({ state: 'idle', error: '', job_id: null });
  }, 150_000);

  it('makes a finished report a benchmark, once, under a unique name', async () => {
    const eid = await upload('标杆.txt', SCRIPT);
    const none = await callDef(app, aiAddBaseWork, { token: f.owner.token, input: { eid } });
    expect(none.status).toBe(Status.NOT_FOUND);
    await evaluated(eid);
    const { base_id } = await okDef(app, aiAddBaseWork, {
      token: f.owner.token,
      input: { eid, base_name: '爆款标杆' },
    });
    const twice = await callDef(app, aiAddBaseWork, { token: f.owner.token, input: { eid } });
    expect([twice.status, twice.msg]).toEqual([Status.DUPLICATE_NAME, '这份报告已经是标杆作品']);
    const blank = await callDef(app, aiAddBaseWork, { token: f.owner.token, input: { eid, base_name: ' ' } });
    expect([blank.status, blank.msg]).toEqual([Status.VALIDATION, 'base_name：标杆名称不能为空']);
    const [base] = (await okDef(app, aiBaseWorkList, { token: f.owner.token, input: {} })).list;
    expect(base).toMatchObject({ base_id, base_name: '爆款标杆', eid, work_name: '标杆', genre: 'script' });
    expect(base?.dimensions).toHaveLength(7);
    expect(base?.overall_score).toBeGreaterThan(0);
    await okDef(app, aiUpdateEvaluateWork, { token: f.owner.token, input: { eid, is_delete: 1 } });
    expect((await okDef(app, aiBaseWorkList, { token: f.owner.token, input: {} })).list).toEqual([]);
  });
});

describe('character analysis without an engine', () => {
  it('answers 9001 and stores nothing', async () => {
    const { app, f, close } = await evaluateFixture({
      adminPhone: '13615400101',
      prefix: '41541600',
      engine: false,
    });
    try {
      const { eid } = await okDef(app, aiAddEvaluateWork, {
        token: f.owner.token,
        input: { work_id: f.workId, work_from: 0 },
      });
      const refused = await callDef(app, aiCharacterAnalyseLaunch, { token: f.owner.token, input: { eid } });
      expect([refused.status, refused.msg]).toEqual([9001, 'AI引擎未配置']);
      const now = await okDef(app, aiCharacterAnalyseResult, { token: f.owner.token, input: { eid } });
      expect(now).toMatchObject({ state: 'idle', job_id: null });
      const snaps = await okDef(app, aiDocSnapshotList, { token: f.owner.token, input: { eid } });
      expect(snaps.list).toHaveLength(0);
    } finally {
      await close();
    }
  }, 180_000);
});
