import { escapeHtml } from '@juzuo/doc-model';
import {
  jobDetailCall,
  projectDocEstimate,
  projectDocUpdateVersion,
  Status,
  type TJob,
  worksBaseInfoUpdate,
  worksExportCall,
} from '@juzuo/schemas';
import { estimatePages, type SourceLine, scriptElements, shownText } from '@juzuo/script-formats';
import {
  docxParagraphs,
  fdxParagraphs,
  fountainTokens,
  pdfBody,
  sampleEpisode,
} from '@juzuo/script-formats/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { okCall } from '../../test/inject';
import { addDoc, type DocsFixture, docsFixture } from './testing';

const WORK = '长安十二时辰';
const html = (lines: SourceLine[]) =>
  lines.map((l) => `<p${l.block ? ` data-block="${l.block}"` : ''}>${escapeHtml(l.text)}</p>`).join('');
const squeeze = (s: string) => s.replace(/\s+/g, '');
/** The lines of the sample episode as the editor shows them (doc 第2集: numbered from episode 2). */
const shown = shownText(scriptElements(sampleEpisode(2), 2)).split('\n');

describe('script export: project/doc/export, project/volume/export, works/export with a format, estimates', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  let docId: string;
  let volumeId: string;

  const exportDoc = (token: string, query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: '/ixj_web/project/doc/export',
      query,
      headers: { authorization: `Bearer ${token}` },
    });
  const save = (doc_id: string, lines: SourceLine[]) =>
    okDef(app, projectDocUpdateVersion, { token: f.member.token, input: { doc_id, content: html(lines) } });

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '61600100');
    docId = await addDoc(app, f.member.token, { project_id: f.workId, doc_name: '第2集' });
    await save(docId, sampleEpisode(2));
    ({ volume_id: volumeId } = await okCall<{ volume_id: string }>(
      app,
      'POST',
      '/ixj_web/project/volume/add',
      {
        token: f.owner.token,
        body: { project_id: f.workId, volume_name: '第一卷' },
      },
    ));
    const third = await addDoc(app, f.member.token, {
      project_id: f.workId,
      doc_name: '第3集',
      volume_id: volumeId,
    });
    await save(third, [
      { block: 'scene', text: '夜 外 长街' },
      { block: 'dialogue', text: '张小敬：时辰不多了。' },
    ]);
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  it('TXT: the document exactly as the editor shows it, named in Chinese (RFC 5987)', async () => {
    const res = await exportDoc(f.admin.token, { doc_id: docId, format: 'txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${WORK} 第2集.txt`)}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.txt"/);
    expect(res.body).toBe(`${shown.join('\n')}\n`);
    expect(shown[0]).toBe('2-1 日 内 客栈大堂');
  });

  it('DOCX: mammoth reads the title page, the title and every line in order', async () => {
    const res = await exportDoc(f.member.token, { doc_id: docId, format: 'docx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const paragraphs = await docxParagraphs(res.rawPayload);
    expect(paragraphs[0]).toBe(WORK);
    expect(paragraphs.slice(3)).toEqual(['第2集', ...shown.filter((l) => l !== '')]);
  });

  it('PDF: pdftotext gives the script text in order, with page numbers and the estimated page count', async () => {
    const res = await exportDoc(f.member.token, { doc_id: docId, format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = pdfBody(res.rawPayload);
    expect(pdf.title.startsWith(WORK)).toBe(true);
    expect(pdf.body).toBe(squeeze(`第2集${shown.join('')}`));
    expect(pdf.pages).toBe(estimatePages(scriptElements(sampleEpisode(2), 2)));
  });

  it('Fountain and FDX parse back with scene numbers, characters, parentheticals and transitions', async () => {
    const fountain = await exportDoc(f.member.token, { doc_id: docId, format: 'fountain' });
    expect(fountain.statusCode).toBe(200);
    const { tokens, title } = fountainTokens(fountain.body);
    expect(title).toBe(WORK);
    expect(tokens).toContainEqual(['scene_heading', '日 内 客栈大堂', '2-1']);
    expect(tokens).toContainEqual(['character', '林秋 (O.S.)', undefined]);
    expect(tokens).toContainEqual(['parenthetical', '(压低声音)', undefined]);
    expect(tokens).toContainEqual(['transition', '黑场', undefined]);

    const fdx = await exportDoc(f.member.token, { doc_id: docId, format: 'fdx' });
    expect(fdx.statusCode).toBe(200);
    expect(fdx.headers['content-type']).toBe('application/xml; charset=utf-8');
    const paragraphs = fdxParagraphs(fdx.body);
    expect(paragraphs.slice(0, 3)).toEqual([
      ['General', null, '第2集'],
      ['Scene Heading', '2-1', '日 内 客栈大堂'],
      ['Action', null, '人物：林秋、掌柜、小二'],
    ]);
    expect(paragraphs).toContainEqual(['Scene Heading', '2-5', '夜 外 后院']);
    expect(paragraphs).toContainEqual(['Dialogue', null, '那一夜，谁也没有睡。']);
  });

  it('errors answer the envelope in Chinese: bad format, missing id, another team, no token', async () => {
    const bad = await exportDoc(f.member.token, { doc_id: docId, format: 'rtf' });
    expect(bad.headers['content-type']).toContain('application/json');
    expect(bad.json()).toMatchObject({
      status: Status.VALIDATION,
      msg: 'format 取值无效，请从可选项中选择',
    });
    const missing = await exportDoc(f.member.token, { format: 'pdf' });
    expect(missing.json()).toMatchObject({
      status: Status.VALIDATION,
      msg: expect.stringContaining('缺少 doc_id'),
    });
    const outsider = await exportDoc(f.outsider.token, { doc_id: docId, format: 'pdf' });
    expect(outsider.json().status).not.toBe(0);
    expect(outsider.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/ixj_web/project/doc/export',
      query: { doc_id: docId, format: 'txt' },
    });
    expect(anonymous.json().status).not.toBe(0);
  });

  it('a volume exports as one file with each document under its title', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ixj_web/project/volume/export',
      query: { volume_id: volumeId, format: 'txt' },
      headers: { authorization: `Bearer ${f.member.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`${WORK} 第一卷.txt`));
    expect(res.body).toBe(`${WORK}\n\n第3集\n3-1 夜 外 长街\n张小敬：时辰不多了。\n`);
    const gone = await app.inject({
      method: 'GET',
      url: '/ixj_web/project/volume/export',
      query: { volume_id: 'v0000000000', format: 'txt' },
      headers: { authorization: `Bearer ${f.member.token}` },
    });
    expect(gone.json()).toMatchObject({ status: Status.NOT_FOUND, msg: '卷不存在或已删除' });
  });

  it('estimates pages and screen time per episode and in total, at the pace the work sets', async () => {
    const before = await okDef(app, projectDocEstimate, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(before.chars_per_minute).toBe(500);
    expect(before.documents.map((d) => d.doc_name)).toEqual(['第2集', '第3集']);
    const second = before.documents[0];
    expect(second?.pages).toBe(estimatePages(scriptElements(sampleEpisode(2), 2)));
    expect(before.documents[1]?.chars).toBe('时辰不多了。'.length);
    expect(before.chars).toBe((second?.chars ?? 0) + 6);
    expect(before.seconds).toBe(before.documents.reduce((n, d) => n + d.seconds, 0));

    await okDef(app, worksBaseInfoUpdate, {
      token: f.owner.token,
      input: { project_id: f.workId, chars_per_minute: 60 },
    });
    const after = await okDef(app, projectDocEstimate, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(after.chars_per_minute).toBe(60);
    expect(after.documents[1]?.seconds).toBe(6);
    const tooFast = await callDef(app, worksBaseInfoUpdate, {
      token: f.owner.token,
      input: { project_id: f.workId, chars_per_minute: 99999 },
    });
    expect(tooFast).toMatchObject({
      status: Status.VALIDATION,
      msg: 'chars_per_minute：每分钟字数不能超过5000',
    });
  });

  it('a whole work exports as one PDF or DOCX through the durable job, with progress to 100', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const started = await okDef(app, worksExportCall, {
        token: f.member.token,
        input: { project_id: f.workId, format },
      });
      let job: TJob = started.job;
      const until = Date.now() + 90_000;
      while (!['done', 'failed', 'cancelled'].includes(job.state) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        job = await okDef(app, jobDetailCall, { token: f.member.token, input: { job_id: started.job_id } });
      }
      expect(job).toMatchObject({ state: 'done', progress: 100 });
      const result = job.result as { url: string; file_name: string; documents: number };
      expect(result.file_name).toBe(`${WORK}.${format}`);
      expect(result.documents).toBe(2);
      const file = await app.inject({ method: 'GET', url: result.url });
      expect(file.statusCode).toBe(200);
      const expected = ['第2集', ...shown, '第3集', '3-1 夜 外 长街', '张小敬：时辰不多了。'];
      if (format === 'pdf') expect(pdfBody(file.rawPayload).body).toBe(squeeze(expected.join('')));
      else expect((await docxParagraphs(file.rawPayload)).slice(3)).toEqual(expected.filter((l) => l !== ''));
    }
  });
});
