import {
  aiElementFullFormat,
  aiElementFullFormatStatus,
  projectDocUpdateVersion,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpDouble } from '../../engines/testing/http-double';
import { startLlmDouble } from '../../engines/testing/llm-double';
import { waitFor } from '../../jobs/testing';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import { addDoc, docsFixture } from '../docs/testing';

// element/full_format as a durable job over a whole work: the importer's rules alone without an
// engine; with the OpenAI-compatible double the lines the rules could only guess are decided by it.
// The documents are never written: the result is proposed changes.

const HTML =
  '<p>1-1 夜 外 长安城</p>' +
  '<p data-block="action">△张小敬拔刀。</p>' +
  '<p data-block="dialogue">张小敬：五尊阎罗在此。</p>' +
  '<p data-block="action">字幕 天宝三载，上元节</p>' +
  '<p>切至：</p>';

async function run(app: FastifyInstance, prefix: string) {
  const f = await docsFixture(app, prefix);
  const docId = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '第1集' });
  await okDef(app, projectDocUpdateVersion, {
    token: f.owner.token,
    input: { doc_id: docId, content: HTML },
  });
  const { job_id } = await okDef(app, aiElementFullFormat, {
    token: f.member.token,
    input: { project_id: f.workId },
  });
  const status = await waitFor(async () => {
    const s = await okDef(app, aiElementFullFormatStatus, { token: f.member.token, input: { job_id } });
    return s.state === 'done' || s.state === 'failed' ? s : undefined;
  }, 'full_format done');
  return { f, docId, job_id, status };
}

describe('element/full_format with a chat engine', () => {
  let app: FastifyInstance;
  let llm: HttpDouble;
  beforeAll(async () => {
    llm = await startLlmDouble();
    app = await createTestApp({ LLM_BASE_URL: `${llm.url}/v1`, LLM_MODELS: 'qwen-double' });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  it('proposes changes per line (rules, and the LLM for guessed lines) and writes nothing', async () => {
    const { f, docId, job_id, status } = await run(app, '41501530');
    expect([status.state, status.progress, status.error]).toEqual(['done', 100, null]);
    expect(status.result?.engine).toBe('rules+llm');
    const doc = status.result?.docs[0];
    expect([doc?.doc_id, doc?.doc_name, doc?.lines]).toEqual([docId, '第1集', 5]);
    expect(doc?.changes.map((c) => [c.line, c.current, c.proposed, c.proposed_text, c.source])).toEqual([
      [0, 'plain', 'scene', '1-1 夜 外 长安城', 'rules'],
      [1, 'action', 'action', '张小敬拔刀。', 'rules'],
      [3, 'action', 'plain', '字幕 天宝三载，上元节', 'llm'],
      [4, 'plain', 'transition', '切至：', 'rules'],
    ]);
    // Someone else cannot read the job; an outsider cannot start one on the work.
    const other = await callDef(app, aiElementFullFormatStatus, { token: f.owner.token, input: { job_id } });
    expect(other.status).toBe(Status.NOT_FOUND);
    const outsider = (await signInBySms(app, '13615300099')).token;
    const refused = await callDef(app, aiElementFullFormat, {
      token: outsider,
      input: { project_id: f.workId },
    });
    expect(refused.status).toBe(Status.WORK_GONE);
    const bad = await callDef(app, aiElementFullFormat, { token: outsider, input: { project_id: ' ' } });
    expect([bad.status !== 0, bad.msg]).toEqual([true, expect.stringContaining('请选择作品')]);
  });
});

describe('element/full_format without an engine', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({});
  }, 180_000);
  afterAll(async () => app.close());

  it('runs on the rules alone', async () => {
    const { status } = await run(app, '41501531');
    expect([status.state, status.result?.engine]).toEqual(['done', 'rules']);
    expect(status.result?.docs[0]?.changes.map((c) => c.line)).toEqual([0, 1, 4]);
  });
});
