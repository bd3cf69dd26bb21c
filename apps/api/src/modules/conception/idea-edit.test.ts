import { docFromLines } from '@juzuo/doc-model';
import {
  ideaCardAdd,
  ideaCardList,
  projectIdeaAdd,
  projectIdeaDelete,
  projectIdeaDetail,
  projectIdeaList,
  projectIdeaModelSwitch,
  projectIdeaUpdate,
  projectIdeaUpdateName,
  WorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { applyContent } from '../docs/live';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { findIdea } from '../ideas/repo';
import { setMember } from '../works/testing';
import { ideaTarget } from './target';

// Idea documents: rename, retype, delete and model_switch through the real routes (no relay in this
// app: content changes go to the stored state, the same store the relay's checkpoint runs).

describe('idea document editing', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500712');
    // member: EditIdeas (writes ideas); admin: no permission (reads only).
    await setMember(app, f.owner.token, f.workId, f.member.user_id, [WorkPermission.EditIdeas]);
  });
  afterAll(async () => app.close());

  const addIdea = async (edit_type: 1 | 2 | 3, doc_type: 1 | 2 | 3 | 4 | 5 | 6 | 99 = 3) =>
    (
      await okDef(app, projectIdeaAdd, {
        token: f.member.token,
        input: { project_id: f.workId, doc_type, edit_type },
      })
    ).idea_id;
  /** Writes the idea's rich-text document as its editors would (stored checkpoint). */
  const write = async (ideaId: string, lines: string[]) => {
    const idea = await findIdea(app.database.db, ideaId);
    if (!idea) throw new Error('no idea');
    await applyContent(app, ideaTarget(idea), docFromLines(lines), { id: f.member.user_id, name: '' });
  };
  const text = async (ideaId: string) =>
    (await okDef(app, projectIdeaDetail, { token: f.admin.token, input: { idea_id: ideaId } })).text;
  const cards = async (ideaId: string) =>
    (await okDef(app, ideaCardList, { token: f.admin.token, input: { idea_id: ideaId } })).list;

  it('renames, retypes and deletes with EditIdeas; others get 7013, outsiders 8003', async () => {
    const id = await addIdea(1);
    await okDef(app, projectIdeaUpdateName, {
      token: f.member.token,
      input: { idea_id: id, idea_name: '第一稿' },
    });
    await okDef(app, projectIdeaUpdate, { token: f.owner.token, input: { idea_id: id, doc_type: 4 } });
    const listed = async () =>
      (await okDef(app, projectIdeaList, { token: f.admin.token, input: { project_id: f.workId } })).list;
    expect((await listed()).find((i) => i.idea_id === id)).toMatchObject({
      idea_name: '第一稿',
      doc_type: 4,
    });
    await okDef(app, projectIdeaUpdate, { token: f.member.token, input: { idea_id: id, idea_name: '定稿' } });
    expect((await listed()).find((i) => i.idea_id === id)?.idea_name).toBe('定稿');

    const tries = (token: string) => [
      callDef(app, projectIdeaUpdateName, { token, input: { idea_id: id, idea_name: '抢' } }),
      callDef(app, projectIdeaUpdate, { token, input: { idea_id: id, doc_type: 1 } }),
      callDef(app, projectIdeaDelete, { token, input: { idea_id: id } }),
      callDef(app, projectIdeaModelSwitch, { token, input: { idea_id: id, edit_type: 2 } }),
    ];
    for (const res of await Promise.all(tries(f.admin.token))) expect(res.status).toBe(7013);
    for (const res of await Promise.all(tries(f.outsider.token))) expect(res.status).toBe(8003);

    const bad = await callDef(app, projectIdeaUpdateName, {
      token: f.member.token,
      input: { idea_id: id, idea_name: ' ' },
    });
    expect([bad.status, bad.msg]).toEqual([4220, '请输入创意名称']);
    const badType = await callDef(app, projectIdeaModelSwitch, {
      token: f.member.token,
      input: { idea_id: id, edit_type: 0 as never },
    });
    expect(badType.status).toBe(4220);
    expect(badType.msg).toContain('edit_type');

    await okDef(app, projectIdeaDelete, { token: f.member.token, input: { idea_id: id } });
    expect((await listed()).some((i) => i.idea_id === id)).toBe(false);
    const gone = await callDef(app, projectIdeaDetail, { token: f.member.token, input: { idea_id: id } });
    expect(gone.status).toBe(4040);
  });

  it('model_switch turns text into cards and back without losing content', async () => {
    const id = await addIdea(1);
    const lines = [
      '长安十二时辰',
      '上元节，一个死囚有十二个时辰。',
      '他必须找到狼卫。',
      '',
      '张小敬',
      '前不良帅，死囚。',
    ];
    await write(id, lines);

    const toCards = await okDef(app, projectIdeaModelSwitch, {
      token: f.member.token,
      input: { idea_id: id, edit_type: 2 },
    });
    expect(toCards).toMatchObject({ edit_type: 2, cards: 2 });
    expect((await cards(id)).map((c) => [c.title, c.template_id, c.fields])).toEqual([
      ['长安十二时辰', 'sys_text', { body: '上元节，一个死囚有十二个时辰。\n他必须找到狼卫。' }],
      ['张小敬', 'sys_text', { body: '前不良帅，死囚。' }],
    ]);

    // A card added on the board comes back as its own section.
    await okDef(app, ideaCardAdd, { token: f.member.token, input: { idea_id: id, title: '李必' } });
    const back = await okDef(app, projectIdeaModelSwitch, {
      token: f.member.token,
      input: { idea_id: id, edit_type: 1 },
    });
    expect(back).toMatchObject({ edit_type: 1, lines: 8 });
    expect(await text(id)).toBe([...lines, '', '李必'].join('\n'));
    const listed = await okDef(app, projectIdeaList, {
      token: f.member.token,
      input: { project_id: f.workId },
    });
    expect(listed.list.find((i) => i.idea_id === id)?.edit_type).toBe(1);

    // And round again: the same cards.
    await okDef(app, projectIdeaModelSwitch, { token: f.member.token, input: { idea_id: id, edit_type: 2 } });
    expect((await cards(id)).map((c) => c.title)).toEqual(['长安十二时辰', '张小敬', '李必']);
  });

  it('model_switch to character sheets fills 人物 fields from labelled lines and writes them back', async () => {
    const id = await addIdea(1, 6);
    await write(id, ['张小敬', '别名：五尊阎罗', '年龄：三十五', '前不良帅。', '', '檀棋', '目标：护住李必']);
    await okDef(app, projectIdeaModelSwitch, { token: f.member.token, input: { idea_id: id, edit_type: 3 } });
    expect((await cards(id)).map((c) => [c.title, c.template_id, c.fields])).toEqual([
      ['张小敬', 'sys_character', { name: '张小敬', alias: '五尊阎罗', age: '三十五\n前不良帅。' }],
      ['檀棋', 'sys_character', { name: '檀棋', goal: '护住李必' }],
    ]);
    // Cards <-> character sheets keep the board as it is.
    expect(
      await okDef(app, projectIdeaModelSwitch, {
        token: f.member.token,
        input: { idea_id: id, edit_type: 2 },
      }),
    ).toMatchObject({ cards: 2, lines: 0 });
    expect((await cards(id)).length).toBe(2);
    await okDef(app, projectIdeaModelSwitch, { token: f.member.token, input: { idea_id: id, edit_type: 1 } });
    expect(await text(id)).toBe(
      ['张小敬', '别名：五尊阎罗', '年龄：三十五', '前不良帅。', '', '檀棋', '目标：护住李必'].join('\n'),
    );
  });
});
