import { HISTORY_DUPLICATE_MESSAGE } from '@juzuo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, signInBySms, startApi, testClient } from './test/api-server';

// The real API (buildApp on PGlite) on a local port; nothing of it is mocked.
let server: RunningApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

/** A work through the real project/add (the works call group is another area's). */
async function addWork(token: string): Promise<string> {
  const res = await fetch(`${server.url}/ixj_web/project/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      project_name: '客户端作品',
      project_type: 'SCRIPT',
      media_type: 'NOVEL',
      length_type: 'LONG',
    }),
  });
  const answer = (await res.json()) as { status: number; data: { project_id: string } };
  expect(answer.status).toBe(0);
  return answer.data.project_id;
}

describe('documents and history through the client', () => {
  it('volumes and chapters, REST saves (6001 tolerated), versions (304 refused) and recover', async () => {
    const writer = testClient(server);
    const me = await signInBySms(writer.api, '13700000401');
    await writer.api.team.add({ team_name: '写作团队' });
    await writer.api.team.getCurrent();
    const projectId = await addWork(me.token);

    const { volume_id } = await writer.api.docs.addVolume({ project_id: projectId, volume_name: '第一卷' });
    const { doc_id, doc_name } = await writer.api.docs.add({ project_id: projectId, volume_id });
    expect(doc_name).toBe('第1章');
    const tree = await writer.api.docs.list({ project_id: projectId });
    expect(tree.volumes.map((v) => [v.volume_name, v.docs.map((d) => d.doc_id)])).toEqual([
      ['第一卷', [doc_id]],
    ]);

    const saved = await writer.api.docs.updateVersion({ doc_id, content: '<p>开篇第一句。</p>', version: 0 });
    expect(saved.version).toBe(1);
    const first = await writer.api.history.create({ doc_id, name: '开篇' });
    const twice = await writer.api.history.create({ doc_id, name: '开篇' }, { silent: true }).catch((e) => e);
    expect(twice).toMatchObject({ status: 304, msg: HISTORY_DUPLICATE_MESSAGE });

    // A stale save resolves (6001 is tolerated) and emits no error toast.
    const stale = await writer.api.docs.updateVersion({
      doc_id,
      content: '<p>改写后的开篇。</p>',
      version: 0,
    });
    expect(stale.version).toBe(2);
    expect((await writer.api.docs.detail({ doc_id })).text).toBe('改写后的开篇。');

    const recovered = await writer.api.history.recover({ history_id: first.history_id });
    expect(recovered).toMatchObject({ doc_id, recovered_from: first.history_id, live: false });
    expect((await writer.api.docs.detail({ doc_id })).text).toBe('开篇第一句。');
    const versions = await writer.api.history.list({ doc_id });
    expect(versions.list.map((v) => v.name)).toContain('开篇');
    expect(writer.events.filter((e) => e.type === 'toast')).toEqual([]);
  });
});
