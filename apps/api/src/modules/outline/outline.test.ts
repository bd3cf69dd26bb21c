import {
  outlineAdd,
  outlineDelete,
  outlineGet,
  outlineMulti,
  outlineUpdate,
  WorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// The work outline through the real routes (no relay here: writes go to the stored state, the same
// store the relay's checkpoint runs).

describe('work outline', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500714');
    // member: EditIdeas; admin: reads only.
    await setMember(app, f.owner.token, f.workId, f.member.user_id, [WorkPermission.EditIdeas]);
  });
  afterAll(async () => app.close());

  const tree = async () =>
    (await okDef(app, outlineGet, { token: f.admin.token, input: { project_id: f.workId } })).list.map(
      (n) => `${n.parent_id ? '  ' : ''}${n.title}${n.markers.length ? `[${n.markers.join(',')}]` : ''}`,
    );

  it('builds a tree of episodes with beats, marks, links, moves and deletes nodes', async () => {
    const { node_ids } = await okDef(app, outlineMulti, {
      token: f.member.token,
      input: { project_id: f.workId, nodes: [{ title: '第1集' }, { title: '第2集', markers: ['paywall'] }] },
    });
    const [ep1 = '', ep2 = ''] = node_ids;
    const beat = await okDef(app, outlineAdd, {
      token: f.member.token,
      input: { project_id: f.workId, parent_id: ep1, title: '狼卫入城' },
    });
    await okDef(app, outlineAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, parent_id: ep1, title: '死囚出狱', index: 0 },
    });
    expect(await tree()).toEqual(['第1集', '  死囚出狱', '  狼卫入城', '第2集[paywall]']);
    const listed = await okDef(app, outlineGet, { token: f.member.token, input: { project_id: f.workId } });
    expect(listed.abilities.can_write).toBe(true);
    expect(listed.list.find((n) => n.node_id === beat.node_id)).toMatchObject({ kind: 'beat', sort: 1 });
    expect(listed.list.find((n) => n.node_id === ep1)).toMatchObject({ kind: 'episode', sort: 0 });

    // Link an episode document and mark a hook; move the beat to episode 2.
    const docId = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '第1集' });
    await okDef(app, outlineUpdate, {
      token: f.member.token,
      input: { project_id: f.workId, node_id: ep1, doc_id: docId, markers: ['hook', 'payoff'] },
    });
    await okDef(app, outlineUpdate, {
      token: f.member.token,
      input: { project_id: f.workId, node_id: beat.node_id, parent_id: ep2, title: '狼卫入城（改）' },
    });
    expect(await tree()).toEqual(['第1集[hook,payoff]', '  死囚出狱', '第2集[paywall]', '  狼卫入城（改）']);
    const got = await okDef(app, outlineGet, { token: f.admin.token, input: { project_id: f.workId } });
    expect(got.list.find((n) => n.node_id === ep1)?.doc_id).toBe(docId);

    // Episode 1 cannot go under its own beat; a foreign document cannot be linked.
    const own = got.list.find((n) => n.title === '死囚出狱')?.node_id;
    const loop = await callDef(app, outlineUpdate, {
      token: f.member.token,
      input: { project_id: f.workId, node_id: ep1, parent_id: own },
    });
    expect(loop.status).toBe(4220);
    const foreign = await callDef(app, outlineUpdate, {
      token: f.member.token,
      input: { project_id: f.workId, node_id: ep1, doc_id: 'nope' },
    });
    expect(foreign.status).toBe(4220);

    // Deleting an episode takes its beats with it.
    const removed = await okDef(app, outlineDelete, {
      token: f.member.token,
      input: { project_id: f.workId, node_id: ep1 },
    });
    expect(removed.removed).toBe(2);
    expect(await tree()).toEqual(['第2集[paywall]', '  狼卫入城（改）']);
  });

  it('refuses writes without EditIdeas (7013), outsiders (8003) and bad input (4220)', async () => {
    const { node_id } = await okDef(app, outlineAdd, {
      token: f.member.token,
      input: { project_id: f.workId, title: '番外' },
    });
    const writes = (token: string) => [
      callDef(app, outlineAdd, { token, input: { project_id: f.workId, title: '甲' } }),
      callDef(app, outlineMulti, { token, input: { project_id: f.workId, nodes: [{ title: '乙' }] } }),
      callDef(app, outlineUpdate, { token, input: { project_id: f.workId, node_id, title: '丙' } }),
      callDef(app, outlineDelete, { token, input: { project_id: f.workId, node_id } }),
    ];
    for (const res of await Promise.all(writes(f.admin.token))) expect(res.status).toBe(7013);
    for (const res of await Promise.all(writes(f.outsider.token))) expect(res.status).toBe(8003);
    const read = await callDef(app, outlineGet, { token: f.outsider.token, input: { project_id: f.workId } });
    expect(read.status).toBe(8003);

    const badMarker = await callDef(app, outlineAdd, {
      token: f.member.token,
      input: { project_id: f.workId, title: '丁', markers: ['boom' as never] },
    });
    expect(badMarker.status).toBe(4220);
    const noParent = await callDef(app, outlineAdd, {
      token: f.member.token,
      input: { project_id: f.workId, title: '戊', parent_id: 'nope' },
    });
    expect(noParent.status).toBe(4220);
    const gone = await callDef(app, outlineDelete, {
      token: f.member.token,
      input: { project_id: f.workId, node_id: 'nope' },
    });
    expect(gone.status).toBe(4040);
  });
});
