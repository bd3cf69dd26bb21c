import {
  aiAddEvaluateWork,
  aiEvaluateReportContent,
  aiEvaluateWorkList,
  aiExeEvaluate,
  aiPostReportToReview,
  commentList,
  EvaluateStatus,
  projectDocDelete,
  projectDocUpdateVersion,
  reportFindings,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDef, okDef } from '../../test/call';
import { addDoc, type DocsFixture } from '../docs/testing';
import { setMember } from '../works/testing';
import { locateQuote } from './locate-quote';
import { type EvaluateFixture, evaluateFixture, uploadEvaluateFile } from './testing';

// A report posted into the supervisor review: quotes map back through the snapshot's document
// offsets, follow edits made since (found again by their words), and a quote edited away becomes an
// unanchored comment that says so. Against the OpenAI-compatible double.

const EP1 = ['张小敬：五尊阎罗在此。', '反转：狼卫首领竟是靖安司的人。', '李必：天亮之前，必须找到他。'];
const EP2 = ['徐宾：大案牍术算出来了。', '打脸：檀棋当众拆穿了元载。', '张小敬：门后的人，是谁？'];
const html = (lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

describe('evaluation report into the supervisor review', { timeout: 180_000 }, () => {
  let fixture: EvaluateFixture;
  let app: FastifyInstance;
  let f: DocsFixture;
  let doc1: string;
  let doc2: string;
  const write = (token: string, doc_id: string, lines: string[]) =>
    okDef(app, projectDocUpdateVersion, { token, input: { doc_id, content: html(lines) } });
  const evaluated = async (token: string, work_id: string, work_from: 0 | 1) => {
    const { eid } = await okDef(app, aiAddEvaluateWork, { token, input: { work_id, work_from } });
    await okDef(app, aiExeEvaluate, { token, input: { eid } });
    const until = Date.now() + 90_000;
    for (;;) {
      const row = (await okDef(app, aiEvaluateWorkList, { token, input: {} })).list.find(
        (w) => w.eid === eid,
      );
      if (row?.status === EvaluateStatus.AI_SUCCEEDED) return eid;
      if (Date.now() > until || row?.status === EvaluateStatus.AI_BUSY)
        throw new Error(`evaluation ${eid}: ${row?.status}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const threads = async (doc_id: string) =>
    (await okDef(app, commentList, { token: f.owner.token, input: { doc_id } })).list;

  beforeAll(async () => {
    fixture = await evaluateFixture({
      adminPhone: '13615300001',
      prefix: '41531500',
      tagged: (f) => [f.owner, f.admin],
    });
    ({ app, f } = fixture);
    doc1 = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '第1集' });
    doc2 = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '第2集' });
    await write(f.owner.token, doc1, EP1);
    await write(f.owner.token, doc2, EP2);
  }, 180_000);
  afterAll(() => fixture.close());

  it('locates a quote where it was, else nearest by its words, else nowhere', () => {
    expect(locateQuote('甲乙丙甲乙', '甲乙', 3)).toEqual({ start: 3, end: 5 });
    expect(locateQuote('丁甲乙丙甲乙', '甲乙', 0)).toEqual({ start: 1, end: 3 });
    expect(locateQuote('甲乙丙', '丙丁', 2)).toBeNull();
  });

  it('posts findings on the quoted words of each document, after edits, and unanchored when edited away', async () => {
    const eid = await evaluated(f.owner.token, f.workId, 0);
    const report = await okDef(app, aiEvaluateReportContent, { token: f.owner.token, input: { eid } });
    expect(report.abilities).toEqual({ can_post_review: true });
    const findings = reportFindings(report);
    const byText = (t: string) => findings.filter((x) => x.quote.text === t).map((x) => x.id);
    // Each document's text has changed since the run: a line added above (offsets shift) in the
    // first, the quoted last line rewritten in the second.
    await write(f.owner.token, doc1, ['（新加的一行）', ...EP1]);
    await write(f.owner.token, doc2, [EP2[0] ?? '', EP2[1] ?? '', '张小敬：门后是谁？']);
    const shifted = byText(EP1[1] ?? '');
    const gone = byText(EP2[2] ?? '');
    expect(shifted.length).toBeGreaterThan(0);
    expect(gone.length).toBeGreaterThan(0);
    const items = [shifted[0] ?? '', gone[0] ?? ''];

    const unknown = await callDef(app, aiPostReportToReview, {
      token: f.owner.token,
      input: { eid, items: ['dim:nothing:9'] },
    });
    expect([unknown.status, unknown.msg]).toEqual([Status.VALIDATION, '评估意见 dim:nothing:9 不存在']);

    const out = await okDef(app, aiPostReportToReview, { token: f.owner.token, input: { eid, items } });
    expect(out.skipped).toEqual([]);
    expect(out.posted.map((p) => [p.item, p.doc_id, p.doc_name, p.anchored])).toEqual([
      [items[0], doc1, '第1集', true],
      [items[1], doc2, '第2集', false],
    ]);
    const [t1] = await threads(doc1);
    expect(t1).toMatchObject({ quote: EP1[1], detached: false, author_id: f.owner.user_id });
    expect(t1?.content).toMatch(/^【AI评估·/);
    expect(t1?.start).toBe('（新加的一行）\n'.length + (EP1[0]?.length ?? 0) + 1);
    const [t2] = await threads(doc2);
    expect(t2?.detached).toBe(true);
    expect(t2?.content).toContain(`（原文已改动，未能定位引文“${EP2[2]}”）`);
  });

  it('posts every finding without items; a quote of a heading is not placed inside the text', async () => {
    const eid = await evaluated(f.owner.token, f.workId, 0);
    const report = await okDef(app, aiEvaluateReportContent, { token: f.owner.token, input: { eid } });
    const out = await okDef(app, aiPostReportToReview, { token: f.owner.token, input: { eid } });
    expect(out.posted.length + out.skipped.length).toBe(reportFindings(report).length);
    // The double quotes the heading 第1集 as the hook: it is the document's name, not its text.
    const hook = out.posted.find((p) => p.item === 'hook');
    expect(hook).toMatchObject({ doc_id: doc1, anchored: false });
    for (const p of out.posted.filter((x) => x.anchored)) {
      const thread = (await threads(p.doc_id)).find((t) => t.comment_id === p.comment_id);
      const finding = reportFindings(report).find((x) => x.id === p.item);
      expect(thread?.quote).toBe(finding?.quote.text);
    }
  });

  it('needs the right to comment on the documents; uploads have none; deleted documents are skipped', async () => {
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, ['AiEvaluate']);
    const eid = await evaluated(f.admin.token, f.workId, 0);
    const shown = await okDef(app, aiEvaluateReportContent, { token: f.admin.token, input: { eid } });
    expect(shown.abilities).toEqual({ can_post_review: false });
    const before = (await threads(doc1)).length;
    const refused = await callDef(app, aiPostReportToReview, { token: f.admin.token, input: { eid } });
    expect(refused.status).toBe(Status.NO_PERMISSION);
    expect((await threads(doc1)).length).toBe(before);

    const file = await uploadEvaluateFile(app, f.owner.token, '外部.txt', EP1.join('\n'));
    const upload = await evaluated(f.owner.token, file.data.file_id, 1);
    const none = await callDef(app, aiPostReportToReview, { token: f.owner.token, input: { eid: upload } });
    expect([none.status, none.msg]).toEqual([Status.VALIDATION, '外部上传的作品没有可批注的文档']);
    const uploaded = await okDef(app, aiEvaluateReportContent, {
      token: f.owner.token,
      input: { eid: upload },
    });
    expect(uploaded.abilities.can_post_review).toBe(false);

    const mine = await evaluated(f.owner.token, f.workId, 0);
    await okDef(app, projectDocDelete, { token: f.owner.token, input: { doc_id: doc2 } });
    const out = await okDef(app, aiPostReportToReview, { token: f.owner.token, input: { eid: mine } });
    expect(out.posted.every((p) => p.doc_id === doc1)).toBe(true);
    expect(out.skipped.length).toBeGreaterThan(0);
    expect(out.skipped.every((s) => /[\u4e00-\u9fa5]/.test(s.reason))).toBe(true);
  });
});
