import {
  DocMessage,
  projectDocDetail,
  projectDocUpdateVersion,
  type TCallInput,
  worksDocHistory,
  worksDocHistoryList,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';

describe('project/doc/update_version (REST save)', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  const save = (input: TCallInput<typeof projectDocUpdateVersion>, token = f.member.token) =>
    callDef(app, projectDocUpdateVersion, { token, input });
  const detail = (docId: string) =>
    okDef(app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } });

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500004');
  });
  afterAll(async () => app.close());

  it('saves HTML through the Yjs state and bumps the version; saving the same content changes nothing', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    const first = await okDef(app, projectDocUpdateVersion, {
      token: f.member.token,
      input: {
        doc_id: docId,
        content: '<p data-block="scene">1-1 夜 外 长街</p><p>△灯笼摇晃。</p>',
        version: 0,
      },
    });
    expect(first).toMatchObject({ doc_id: docId, version: 1 });
    expect(await detail(docId)).toMatchObject({
      content: '<p data-block="scene">1-1 夜 外 长街</p><p>△灯笼摇晃。</p>',
      text: '1-1 夜 外 长街\n△灯笼摇晃。',
      version: 1,
    });
    const same = await save({
      doc_id: docId,
      content: '<p data-block="scene">1-1 夜 外 长街</p><p>△灯笼摇晃。</p>',
      version: 1,
    });
    expect(same).toMatchObject({ status: 0, data: { version: 1 } });
    // Plain text is accepted too: one paragraph per line.
    const plain = await save({ doc_id: docId, content: '第一行\n第二行', version: 1 });
    expect(plain).toMatchObject({ status: 0, data: { version: 2 } });
    expect((await detail(docId)).content).toBe('<p>第一行</p><p>第二行</p>');
  });

  it('a stale version is accepted with notice 6001 and the overwritten content goes to the history', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    await save({ doc_id: docId, content: '<p>别人写的</p>' });
    await save({ doc_id: docId, content: '<p>别人又改了</p>' });
    const stale = await save({ doc_id: docId, content: '<p>我基于旧版本写的</p>', version: 1 });
    expect(stale).toMatchObject({
      status: 6001,
      msg: DocMessage.staleVersion,
      data: { doc_id: docId, version: 3 },
    });
    // 6001 is a notice the definition tolerates: its data still follows the output schema.
    expect(projectDocUpdateVersion.tolerate).toContain(6001);
    expect(projectDocUpdateVersion.output.safeParse(stale.data).success).toBe(true);
    expect((await detail(docId)).text).toBe('我基于旧版本写的');
    const history = await okDef(app, worksDocHistoryList, { token: f.owner.token, input: { doc_id: docId } });
    const kept = history.list.find((v) => v.name === '覆盖前自动保存');
    expect(kept).toBeDefined();
    const version = await okDef(app, worksDocHistory, {
      token: f.owner.token,
      input: { history_id: kept?.history_id ?? '' },
    });
    expect(version.text).toBe('别人又改了');

    // Without content the call only compares versions.
    const behind = await save({ doc_id: docId, version: 1 });
    expect(behind).toMatchObject({ status: 6001, msg: DocMessage.behindVersion, data: { version: 3 } });
    expect(await save({ doc_id: docId, version: 3 })).toMatchObject({ status: 0, data: { version: 3 } });
  });
});
