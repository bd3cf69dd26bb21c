import {
  projectCopy,
  projectDelete,
  projectTypeList,
  Status,
  type TCallData,
  WORK_GENRES,
  WORK_PERMISSIONS,
  worksBaseInfo,
  worksBaseInfoList,
  worksBaseInfoReplace,
  worksBaseInfoUpdate,
  worksCoverImg,
  worksCoverImgDelete,
  worksCoverImgList,
  worksLengthTypeList,
  worksMediaTypeList,
  worksTagList,
  worksTypeList,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collabStates, documents, files, ideas, volumes, workCovers, works } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { makeImage, multipartBody } from '../files/testing';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, detail, list, setMember } from './testing';

let app: FastifyInstance;
let f: TeamFixture;

beforeAll(async () => {
  app = await createTestApp();
  f = await teamFixture(app, '38300100');
});
afterAll(async () => app.close());

/**
 * Uploads a cover through POST works/cover_img (multipart); a successful answer is checked against
 * the call's output schema.
 */
async function uploadCover(token: string, projectId: string, image: Buffer) {
  const body = multipartBody([
    { name: 'project_id', data: projectId },
    { name: 'file', filename: 'cover.png', contentType: 'image/png', data: image },
  ]);
  const res = await app.inject({
    method: worksCoverImg.method,
    url: worksCoverImg.path,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  const answer = res.json() as { status: number; msg: string; data: TCallData<typeof worksCoverImg> };
  if (answer.status === 0) expect(worksCoverImg.output.safeParse(answer.data).error).toBeUndefined();
  return answer;
}

const covers = (token: string, projectId: string) =>
  okDef(app, worksCoverImgList, { token, input: { project_id: projectId } });

describe('covers', () => {
  it('upload, choose, add an uploaded image, delete; the card shows the chosen cover', async () => {
    const id = await addWork(app, f.admin.token);
    const first = await uploadCover(f.admin.token, id, await makeImage('png', 300, 400));
    expect(first.status).toBe(0);
    const second = await uploadCover(f.admin.token, id, await makeImage('jpeg', 200, 300));
    expect(second.data.list.map((c) => c.is_current)).toEqual([0, 1]);
    expect((await detail(app, f.admin.token, id)).cover_url).toBe(second.data.list[1]?.mid_url);
    const served = await app.inject({ method: 'GET', url: second.data.list[1]?.mid_url ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');

    const chosen = await okDef(app, worksCoverImg, {
      token: f.admin.token,
      input: { project_id: id, cover_id: first.data.cover_id },
    });
    expect(chosen.list.map((c) => c.is_current)).toEqual([1, 0]);
    expect((await list(app, f.admin.token)).list.find((w) => w.project_id === id)?.cover_url).toBe(
      chosen.list[0]?.mid_url,
    );

    // An image uploaded earlier through POST /ixj_web/image can become a cover; someone else's cannot.
    const img = multipartBody([
      { name: 'file', filename: 'x.webp', contentType: 'image/webp', data: await makeImage('webp', 64, 64) },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/ixj_web/image',
      headers: { ...img.headers, authorization: `Bearer ${f.owner.token}` },
      payload: img.payload,
    });
    const fileId = uploaded.json().data.file_id as string;
    const foreign = await callDef(app, worksCoverImg, {
      token: f.admin.token,
      input: { project_id: id, file_id: fileId },
    });
    expect(foreign.status).toBe(Status.VALIDATION);
    expect(foreign.msg).toMatch(/file_id/);
    const added = await okDef(app, worksCoverImg, {
      token: f.owner.token,
      input: { project_id: id, file_id: fileId },
    });
    expect(added.list).toHaveLength(3);

    // Deleting the chosen cover falls back to the newest remaining; the file itself stays.
    const left = await okDef(app, worksCoverImgDelete, {
      token: f.admin.token,
      input: { project_id: id, cover_ids: [added.cover_id] },
    });
    expect(left.list.map((c) => c.cover_id)).toEqual([first.data.cover_id, second.data.cover_id]);
    expect(left.list.map((c) => c.is_current)).toEqual([0, 1]);
    expect(await app.database.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
    const unknown = await callDef(app, worksCoverImgDelete, {
      token: f.admin.token,
      input: { project_id: id, cover_id: added.cover_id },
    });
    expect(unknown.status).toBe(Status.NOT_FOUND);
  });

  it('a member who may not write cannot change covers; non-members get 8003; not-an-image is refused', async () => {
    const id = await addWork(app, f.admin.token);
    await setMember(app, f.admin.token, id, f.member.user_id, ['EditIdeas']);
    const image = await makeImage('png', 50, 50);
    expect((await uploadCover(f.member.token, id, image)).status).toBe(Status.NO_PERMISSION);
    expect((await covers(f.member.token, id)).list).toEqual([]);
    expect((await uploadCover(f.outsider.token, id, image)).status).toBe(Status.WORK_GONE);
    const notImage = await uploadCover(f.admin.token, id, Buffer.from('hello'));
    expect(notImage.status).toBe(Status.FILE_REJECTED);
    await setMember(app, f.admin.token, id, f.member.user_id, ['WriteWork']);
    expect((await uploadCover(f.member.token, id, image)).status).toBe(0);
  });
});

describe('project/copy', () => {
  it('copies the work deeply: volumes, documents, ideas, Yjs states under the new ids, covers', async () => {
    const id = await addWork(app, f.admin.token, { project_name: '原作', tags: ['逆袭'] });
    await setMember(app, f.admin.token, id, f.member.user_id, ['WriteWork']);
    const cover = await uploadCover(f.admin.token, id, await makeImage('png', 120, 160));
    const db = app.database.db;
    await db.insert(volumes).values({ id: `v-${id}`, workId: id, name: '第一卷', sort: 1 });
    await db.insert(documents).values([
      {
        id: `d1-${id}`,
        workId: id,
        volumeId: `v-${id}`,
        name: '第1集',
        html: '<p>开场</p>',
        text: '开场',
        charCount: 2,
        version: 7,
      },
      { id: `d2-${id}`, workId: id, name: '已删除', deletedAt: new Date() },
    ]);
    await db.insert(ideas).values({ id: `i-${id}`, workId: id, name: '人物小传', ideaType: 6, text: '主角' });
    const state = Buffer.from([1, 2, 3, 250]);
    await db.insert(collabStates).values([
      { name: `doc:d1-${id}`, workId: id, state, stateHash: 'h1' },
      { name: `idea:i-${id}`, workId: id, state, stateHash: 'h2' },
      { name: `outline:${id}`, workId: id, state, stateHash: 'h3' },
      { name: `comments:d1-${id}`, workId: id, state, stateHash: 'h4' },
    ]);

    const { project_id: copyId } = await okDef(app, projectCopy, {
      token: f.admin.token,
      input: { project_id: id },
    });
    expect(copyId).not.toBe(id);
    const d = await detail(app, f.admin.token, copyId);
    expect(d).toMatchObject({
      work_name: '原作（副本）',
      tags: ['逆袭'],
      creator_id: f.admin.user_id,
      doc_count: 1,
    });
    expect(d.my_permissions).toEqual([...WORK_PERMISSIONS]);
    // The copier and the team creator; the source's other member is not copied.
    expect(d.member_count).toBe(2);
    expect(d.cover_url).toBe(cover.data.list[0]?.mid_url);

    const [vol] = await db.select().from(volumes).where(eq(volumes.workId, copyId));
    const docs = await db.select().from(documents).where(eq(documents.workId, copyId));
    expect(vol?.name).toBe('第一卷');
    expect(vol?.id).not.toBe(`v-${id}`);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      name: '第1集',
      html: '<p>开场</p>',
      text: '开场',
      charCount: 2,
      version: 7,
    });
    expect(docs[0]?.volumeId).toBe(vol?.id);
    const [idea] = await db.select().from(ideas).where(eq(ideas.workId, copyId));
    expect(idea).toMatchObject({ name: '人物小传', ideaType: 6, text: '主角' });
    const states = await db.select().from(collabStates).where(eq(collabStates.workId, copyId));
    expect(states.map((s) => s.name).sort()).toEqual(
      [`doc:${docs[0]?.id}`, `idea:${idea?.id}`, `outline:${copyId}`].sort(),
    );
    expect(states.every((s) => Buffer.compare(s.state, state) === 0)).toBe(true);
    const [copiedCover] = await db.select().from(workCovers).where(eq(workCovers.workId, copyId));
    expect(copiedCover?.fileId).toBe(cover.data.list[0]?.file_id);
    expect(copiedCover?.id).not.toBe(cover.data.cover_id);

    // The source is untouched, and deleting the copy for good leaves it (and the shared file) alone.
    expect(await db.select().from(collabStates).where(eq(collabStates.workId, id))).toHaveLength(4);
    await okDef(app, projectDelete, {
      token: f.admin.token,
      input: { project_id: copyId, permanently_delete: 1 },
    });
    expect(await db.select().from(works).where(eq(works.id, copyId))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.workId, copyId))).toEqual([]);
    expect(await db.select().from(collabStates).where(eq(collabStates.workId, copyId))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.workId, id))).toHaveLength(2);
    expect((await covers(f.admin.token, id)).list).toHaveLength(1);

    // A member who did not create the work cannot copy it.
    const refused = await callDef(app, projectCopy, { token: f.member.token, input: { project_id: id } });
    expect(refused.status).toBe(Status.NO_PERMISSION);
  });
});

describe('base info and option lists', () => {
  it('POST replaces the long-form info, PUT merges, GET reads it back', async () => {
    const id = await addWork(app, f.admin.token, { media_type: 'NOVEL' });
    const posted = await okDef(app, worksBaseInfoReplace, {
      token: f.admin.token,
      input: { project_id: id, synopsis: '一个关于时间的故事', episode_count: '80', target_group: 'F' },
    });
    expect(posted).toMatchObject({
      synopsis: '一个关于时间的故事',
      episode_count: 80,
      target_group: 'F',
      unit: '章',
    });
    await okDef(app, worksBaseInfoUpdate, {
      token: f.admin.token,
      input: { project_id: id, selling_points: '反转', intro: '一句话简介' },
    });
    const read = await okDef(app, worksBaseInfo, { token: f.admin.token, input: { project_id: id } });
    expect(read).toMatchObject({
      synopsis: '一个关于时间的故事',
      selling_points: '反转',
      intro: '一句话简介',
    });
    const replaced = await okDef(app, worksBaseInfoReplace, {
      token: f.admin.token,
      input: { project_id: id, remark: '只剩备注' },
    });
    expect(replaced.synopsis).toBeUndefined();
    expect(replaced.remark).toBe('只剩备注');
    const bad = await callDef(app, worksBaseInfoUpdate, {
      token: f.admin.token,
      input: { project_id: id, episode_count: -1 },
    });
    expect(bad.status).toBe(Status.VALIDATION);
    expect(bad.msg).toMatch(/episode_count/);
  });

  it('type, media type, length type and tag lists; custom tags come from this team only', async () => {
    await addWork(app, f.owner.token, { tags: ['自定义甲', '逆袭'] });
    await addWork(app, f.outsider.token, { tags: ['别队标签'] });
    const token = f.owner.token;
    expect((await okDef(app, worksTypeList, { token })).list).toEqual([...WORK_GENRES]);
    const media = await okDef(app, worksMediaTypeList, { token });
    expect(Object.fromEntries(media.list.map((m) => [m.value, m.unit]))).toEqual({
      SCRIPT: '集',
      CARTOON: '话',
      NOVEL: '章',
      ANIMATION: '话',
      GAME: '集',
    });
    expect((await okDef(app, worksLengthTypeList, { token })).list.map((l) => l.label)).toEqual([
      '长篇',
      '中篇',
      '短篇',
      '微短篇',
    ]);
    expect((await okDef(app, projectTypeList, { token })).list.map((l) => l.value)).toEqual([
      'SCRIPT',
      'CARTOON',
      'ANIMATION',
      'GAME',
    ]);
    const tags = await okDef(app, worksTagList, { token });
    expect(tags.list.filter((t) => t.tag_type === 2).map((t) => t.tag_name)).toEqual(['自定义甲']);
    expect(tags.list.find((t) => t.tag_name === '逆袭')?.tag_type).toBe(1);
    const options = await okDef(app, worksBaseInfoList, { token });
    expect(options.target_groups.map((t) => t.label)).toEqual(['通用', '男频', '女频']);
    expect(options.tags).toEqual(tags.list);
    const signedOut = await callDef(app, worksTypeList);
    expect(signedOut.status).toBe(Status.TOKEN_INVALID);
  });
});
