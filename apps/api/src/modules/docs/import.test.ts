import { readFileSync } from 'node:fs';
import {
  projectDocDetail,
  projectDocImport,
  projectDocImportPreview,
  projectDocList,
  type TCallData,
} from '@juzuo/schemas';
import { scriptElements } from '@juzuo/script-formats';
import { writeFdx, writeFountain } from '@juzuo/script-formats/writers';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { documents, works } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { multipartBody } from '../files/testing';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, setMember } from '../works/testing';

const FIXTURES = new URL('../../../../../packages/script-formats/src/readers/fixtures/', import.meta.url);
const chineseDocx = readFileSync(new URL('chinese-script.docx', FIXTURES));
const encryptedDocx = readFileSync(new URL('encrypted.docx', FIXTURES));

let app: FastifyInstance;
let f: TeamFixture;

beforeAll(async () => {
  // 0.1 MiB: the too-large case needs no big buffer.
  app = await createTestApp({ IMPORT_MAX_MB: '0.1' });
  f = await teamFixture(app, '38301600');
});
afterAll(async () => app.close());

type Answer<D> = { status: number; msg: string; data: D };

/** A multipart import call (preview or import) with a file and text fields. */
async function upload<D extends typeof projectDocImport | typeof projectDocImportPreview>(
  def: D,
  token: string,
  file: { name: string; data: Buffer },
  fields: Record<string, string>,
  serverErrorAllowed = false,
): Promise<Answer<TCallData<D>>> {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    { name: 'file', filename: file.name, data: file.data },
  ]);
  const res = await app.inject({
    method: def.method,
    url: def.path,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  // Only the test that makes the database fail on purpose may see a server error.
  if (!serverErrorAllowed) expect(res.statusCode).toBeLessThan(500);
  const answer = res.json() as Answer<TCallData<D>>;
  if (answer.status === 0) expect(def.output.safeParse(answer.data).error).toBeUndefined();
  return answer;
}

const docsOf = (token: string, projectId: string) =>
  okDef(app, projectDocList, { token, input: { project_id: projectId } });
const detailOf = (token: string, docId: string) =>
  okDef(app, projectDocDetail, { token, input: { doc_id: docId } });
async function counts() {
  const [d] = await app.database.db.select({ n: count() }).from(documents);
  const [w] = await app.database.db.select({ n: count() }).from(works);
  return { docs: Number(d?.n), works: Number(w?.n) };
}
function zipOf(name: string, content: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(content), name);
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)));
  });
}

describe('project/doc/import_preview', () => {
  it('answers the recognised structure of a Chinese Word script and creates nothing', async () => {
    const projectId = await addWork(app, f.owner.token);
    const before = await counts();
    const answer = await upload(
      projectDocImportPreview,
      f.owner.token,
      { name: '重逢.docx', data: chineseDocx },
      { project_id: projectId },
    );
    expect(answer.status).toBe(0);
    const preview = answer.data;
    expect(preview).toMatchObject({ format: 'docx', script: true });
    expect(preview.parts.map((p) => [p.doc_name, p.title_page])).toEqual([
      ['标题页', true],
      ['第1集  重逢', false],
      ['第二集', false],
    ]);
    expect(preview.parts[1]?.lines.map((l) => l.block)).toEqual([
      'scene',
      'characters',
      'action',
      'dialogue',
      'dialogue',
      'dialogue',
      'dialogue',
      'transition',
    ]);
    expect(preview.parts[1]?.lines[3]).toEqual({
      block: 'dialogue',
      text: '林秋：（压低声音）掌柜，还有房吗？',
      parenthetical: '压低声音',
    });
    expect(await counts()).toEqual(before);
  });
});

describe('project/doc/import', () => {
  it('imports a Word script into a work: one document per episode, elements kept, title page left out', async () => {
    const projectId = await addWork(app, f.owner.token);
    const answer = await upload(
      projectDocImport,
      f.owner.token,
      { name: '重逢.docx', data: chineseDocx },
      { project_id: projectId },
    );
    expect(answer.status).toBe(0);
    expect(answer.data.docs.map((d) => d.doc_name)).toEqual(['第1集  重逢', '第二集']);
    const list = await docsOf(f.owner.token, projectId);
    expect(list.list.map((d) => d.doc_id)).toEqual(answer.data.doc_ids);
    const first = await detailOf(f.owner.token, answer.data.doc_ids[0] as string);
    expect(first.text.split('\n')).toEqual([
      '1-1  日  内  客栈大堂',
      '人物：林秋、掌柜',
      '林秋推门而入，抖落一身雨水。',
      '林秋：（压低声音）掌柜，还有房吗？',
      '掌柜 ：  有，有。',
      '小二：来了！',
      '林秋：多谢。',
      '切至：',
    ]);
    expect(first.content).toContain('<p data-block="scene">1-1  日  内  客栈大堂</p>');
    expect(first.content).toContain('<p data-block="action">林秋推门而入，抖落一身雨水。</p>');
  });

  it('uses the corrected elements of the preview, and leaves out parts set to null', async () => {
    const projectId = await addWork(app, f.owner.token);
    const preview = (
      await upload(
        projectDocImportPreview,
        f.owner.token,
        { name: 'a.docx', data: chineseDocx },
        { project_id: projectId },
      )
    ).data;
    const blocks = preview.parts.map((p, i) => (i === 2 ? null : p.lines.map((l) => l.block)));
    (blocks[1] as string[])[2] = 'dialogue';
    const answer = await upload(
      projectDocImport,
      f.owner.token,
      { name: 'a.docx', data: chineseDocx },
      {
        project_id: projectId,
        blocks: JSON.stringify(blocks),
      },
    );
    expect(answer.data.docs.map((d) => d.doc_name)).toEqual(['标题页', '第1集  重逢']);
    const episode = await detailOf(f.owner.token, answer.data.doc_ids[1] as string);
    expect(episode.content).toContain('<p data-block="dialogue">林秋推门而入，抖落一身雨水。</p>');
  });

  it('imports into a new work made in the same call', async () => {
    const before = await counts();
    const answer = await upload(
      projectDocImport,
      f.owner.token,
      { name: '重逢.docx', data: chineseDocx },
      {
        project_name: '导入的作品',
        project_type: 'SCRIPT',
      },
    );
    expect(answer.status).toBe(0);
    const list = await docsOf(f.owner.token, answer.data.project_id);
    expect(list.list.map((d) => d.doc_name)).toEqual(['第1集  重逢', '第二集']);
    expect(await counts()).toEqual({ docs: before.docs + 2, works: before.works + 1 });
  });

  it('imports GBK text, Fountain and FDX, and novels by chapter', async () => {
    const projectId = await addWork(app, f.owner.token);
    const gbk = Buffer.from([
      0xb5, 0xda, 0x31, 0xbc, 0xaf, 0x0a, 0xc1, 0xd6, 0xc7, 0xef, 0xa3, 0xba, 0xc4, 0xe3, 0xba, 0xc3,
    ]);
    const txt = await upload(
      projectDocImport,
      f.owner.token,
      { name: 'a.txt', data: gbk },
      { project_id: projectId },
    );
    expect((await detailOf(f.owner.token, txt.data.doc_ids[0] as string)).content).toBe(
      '<p data-block="dialogue">林秋：你好</p>',
    );
    const book = {
      workName: '风雪客栈',
      author: '林秋',
      date: '2026年11月26日',
      novel: false,
      documents: [
        {
          title: '第1集',
          elements: scriptElements([
            { block: 'scene', text: '日 内 客栈' },
            { block: 'dialogue', text: '林秋：走。' },
          ]),
        },
      ],
    };
    for (const [name, data] of [
      ['a.fountain', writeFountain(book)],
      ['a.fdx', writeFdx(book)],
    ] as const) {
      const answer = await upload(projectDocImport, f.owner.token, { name, data }, { project_id: projectId });
      expect(answer.status).toBe(0);
      const doc = await detailOf(f.owner.token, answer.data.doc_ids[0] as string);
      expect(doc.content).toBe(
        '<p data-block="scene">1-1 日 内 客栈</p><p data-block="dialogue">林秋：走。</p>',
      );
    }
    const novelId = await addWork(app, f.owner.token, { media_type: 'NOVEL' });
    const novel = Buffer.from('第一章 雨夜\n他推开门。\n第二章\n林秋：你来了。');
    const chapters = await upload(
      projectDocImport,
      f.owner.token,
      { name: 'n.txt', data: novel },
      { project_id: novelId },
    );
    expect(chapters.data.docs.map((d) => d.doc_name)).toEqual(['第一章 雨夜', '第二章']);
    expect((await detailOf(f.owner.token, chapters.data.doc_ids[1] as string)).content).toBe(
      '<p>林秋：你来了。</p>',
    );
  });

  it('refuses bad files with a Chinese reason and creates nothing', async () => {
    const projectId = await addWork(app, f.owner.token);
    const before = await counts();
    const cases: Array<[string, Buffer, RegExp]> = [
      ['a.txt', Buffer.alloc(0), /文件是空的/],
      ['a.txt', Buffer.from('林秋：你好\n'.repeat(20_000)), /文件过大，导入的文件不能超过 0.1MB/],
      ['a.docx', chineseDocx.subarray(0, 3000), /文件已损坏/],
      ['a.docx', encryptedDocx, /密码保护/],
      ['a.docx', Buffer.from('%PDF-1.7\n1 0 obj'), /暂不支持导入 PDF/],
      ['a.docx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), /不支持的文件类型/],
      ['a.docx', await zipOf('hello.txt', 'hi'), /不支持的文件类型/],
      ['a.txt', Buffer.from('今天天气很好。\n我们去公园散步。'), /没有识别出剧本内容/],
    ];
    for (const [name, data, message] of cases) {
      for (const def of [projectDocImportPreview, projectDocImport]) {
        const answer = await upload(def, f.owner.token, { name, data }, { project_id: projectId });
        expect([name, answer.status, answer.msg]).toEqual([
          name,
          expect.any(Number),
          expect.stringMatching(message),
        ]);
        expect(answer.status).not.toBe(0);
      }
      const fresh = await upload(
        projectDocImport,
        f.owner.token,
        { name, data },
        { project_name: '新作品', project_type: 'SCRIPT' },
      );
      expect(fresh.status).not.toBe(0);
    }
    const mismatch = await upload(
      projectDocImport,
      f.owner.token,
      { name: 'a.docx', data: chineseDocx },
      { project_id: projectId, blocks: '[["scene"]]' },
    );
    expect(mismatch).toMatchObject({ status: 4220, msg: expect.stringContaining('重新预览') });
    const notJson = await upload(
      projectDocImport,
      f.owner.token,
      { name: 'a.docx', data: chineseDocx },
      { project_id: projectId, blocks: '{' },
    );
    expect(notJson).toMatchObject({ status: 4220, msg: expect.stringContaining('blocks') });
    const noTarget = await upload(projectDocImport, f.owner.token, { name: 'a.docx', data: chineseDocx }, {});
    expect(noTarget).toMatchObject({ status: 4220, msg: expect.stringContaining('project_id') });
    expect(await counts()).toEqual(before);
  });

  it('is all or nothing when the database fails half way', async () => {
    const projectId = await addWork(app, f.owner.token);
    const before = await counts();
    const db = app.database.db;
    // A real failure of the second insert: a trigger refusing the second episode's row.
    await db.execute(`CREATE FUNCTION refuse_second() RETURNS trigger AS $$ BEGIN
      IF NEW.name = '第二集' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.execute(
      'CREATE TRIGGER refuse_second BEFORE INSERT ON documents FOR EACH ROW EXECUTE FUNCTION refuse_second()',
    );
    try {
      const into = await upload(
        projectDocImport,
        f.owner.token,
        { name: 'a.docx', data: chineseDocx },
        { project_id: projectId },
        true,
      );
      expect(into.status).not.toBe(0);
      const fresh = await upload(
        projectDocImport,
        f.owner.token,
        { name: 'a.docx', data: chineseDocx },
        { project_name: '新作品', project_type: 'SCRIPT' },
        true,
      );
      expect(fresh.status).not.toBe(0);
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute('DROP TRIGGER refuse_second ON documents');
      await db.execute('DROP FUNCTION refuse_second');
    }
  });

  it('needs WriteWork on the work and a volume of that work', async () => {
    const projectId = await addWork(app, f.owner.token);
    // A work member without permissions reads but does not write.
    await setMember(app, f.owner.token, projectId, f.admin.user_id, []);
    const file = { name: 'a.docx', data: chineseDocx };
    const input = { project_id: projectId };
    expect((await upload(projectDocImport, f.admin.token, file, input)).status).toBe(7013);
    expect((await upload(projectDocImportPreview, f.admin.token, file, input)).status).toBe(7013);
    expect((await upload(projectDocImport, f.outsider.token, file, input)).status).toBe(8003);
    const otherWork = await addWork(app, f.outsider.token);
    const other = await upload(projectDocImport, f.owner.token, file, { ...input, volume_id: otherWork });
    expect(other.status).not.toBe(0);
    expect((await docsOf(f.owner.token, projectId)).list).toEqual([]);
  });
});
