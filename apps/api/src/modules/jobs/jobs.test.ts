import fs from 'node:fs';
import path from 'node:path';
import {
  JobMessage,
  jobCancelCall,
  jobDetailCall,
  jobListCall,
  Status,
  type TJob,
  worksExportCall,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import { JobCancelled } from '../../jobs/define';
import { stepsJob } from '../../jobs/testing';
import { worksExport } from '../../jobs/works-export/definition';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { okCall } from '../../test/inject';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { jobOf, readEvents, readZip } from './testing';

/** Polls jobs/detail until the job is in a final state. */
async function settled(app: FastifyInstance, token: string, jobId: string): Promise<TJob> {
  const until = Date.now() + 60_000;
  for (;;) {
    const job = await okDef(app, jobDetailCall, { token, input: { job_id: jobId } });
    if (['done', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('jobs area: works/export, jobs/detail, list, cancel, events', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  let volumeId: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.jobs.define(stepsJob);
    f = await docsFixture(app, '39000201');
    // The last checkpoint of each document, as the relay or a REST save would have stored it.
    const save = (id: string, html: string, text: string) =>
      app.database.db
        .update(documents)
        .set({ html, text, charCount: text.replace(/\s/g, '').length })
        .where(eq(documents.id, id));
    const prologue = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '序章' });
    await save(prologue, '<p>长安城的清晨。</p><p>鼓声响起。</p>', '长安城的清晨。\n鼓声响起。');
    ({ volume_id: volumeId } = await okCall<{ volume_id: string }>(
      app,
      'POST',
      '/ixj_web/project/volume/add',
      {
        token: f.owner.token,
        body: { project_id: f.workId, volume_name: '第一卷：巳时' },
      },
    ));
    const first = await addDoc(app, f.owner.token, {
      project_id: f.workId,
      doc_name: '第1集',
      volume_id: volumeId,
    });
    await save(first, '<p>张小敬：时辰不多了。</p>', '张小敬：时辰不多了。');
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  it('exports the whole work as a zip of text, HTML and a manifest, downloadable from its url', async () => {
    const started = await okDef(app, worksExportCall, {
      token: f.member.token,
      input: { project_id: f.workId },
    });
    expect(started.job.state).toBe('waiting');
    expect(started.job.title).toBe('导出《长安十二时辰》');
    const job = await settled(app, f.member.token, started.job_id);
    expect(job).toMatchObject({ state: 'done', progress: 100, error: '', project_id: f.workId });
    const result = job.result as { url: string; file_name: string; size: number; documents: number };
    expect(result.file_name).toBe('长安十二时辰.zip');
    expect(result.documents).toBe(2);
    expect(result.url).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.zip\?name=/);

    const download = await app.inject({ method: 'GET', url: result.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(String(download.headers['content-disposition'])).toContain(encodeURIComponent('长安十二时辰.zip'));
    expect(download.rawPayload.length).toBe(result.size);

    const files = await readZip(download.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'manifest.json',
        'text/001 序章.txt',
        'html/001 序章.html',
        'text/01 第一卷：巳时/001 第1集.txt',
        'html/01 第一卷：巳时/001 第1集.html',
      ].sort(),
    );
    expect(files.get('text/001 序章.txt')).toBe('序章\n\n长安城的清晨。\n鼓声响起。\n');
    expect(files.get('text/01 第一卷：巳时/001 第1集.txt')).toContain('张小敬：时辰不多了。');
    const html = files.get('html/001 序章.html') ?? '';
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<h1>序章</h1>');
    expect(html).toContain('<p>长安城的清晨。</p>');

    const manifest = JSON.parse(files.get('manifest.json') ?? '{}');
    expect(manifest).toMatchObject({
      work_name: '长安十二时辰',
      kind: 'SCRIPT',
      project_id: f.workId,
      job_id: started.job_id,
      counts: { volumes: 1, documents: 2 },
    });
    expect(new Date(manifest.exported_at).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(manifest.volumes).toEqual([
      expect.objectContaining({ volume_id: volumeId, volume_name: '第一卷：巳时', order: 1 }),
    ]);
    expect(manifest.documents.map((d: { doc_name: string }) => d.doc_name)).toEqual(['序章', '第1集']);
    expect(manifest.documents[1]).toMatchObject({
      volume_id: volumeId,
      html_path: 'html/01 第一卷：巳时/001 第1集.html',
    });

    // The result and the failure-free finish reach the message centre.
    const messages = await okCall<{ list: Array<{ type: string; data: Record<string, unknown> }> }>(
      app,
      'GET',
      '/ixj_web/message/list',
      { token: f.member.token, query: {} },
    );
    const notice = messages.list.find((m) => m.data.job_id === started.job_id);
    expect(notice).toMatchObject({ type: 'job_done', data: { url: result.url, project_id: f.workId } });
  });

  it('stops an export between documents when cancelled, storing nothing; discard removes a stored zip', async () => {
    const zips = () =>
      fs
        .readdirSync(path.join(app.config.DATA_DIR, 'files'), { recursive: true })
        .filter((f) => String(f).endsWith('.zip')).length;
    const before = fs.existsSync(path.join(app.config.DATA_DIR, 'files')) ? zips() : 0;
    const controller = new AbortController();
    const steps: number[] = [];
    const ctx = {
      jobId: 'direct',
      userId: f.owner.user_id,
      teamId: f.teamId,
      input: { project_id: f.workId },
      attempt: 1,
      signal: controller.signal,
      app,
      progress: async (n: number) => {
        steps.push(n);
        // Cancelled while the first document is being written.
        controller.abort(new JobCancelled());
      },
    };
    await expect(worksExport.handler(ctx)).rejects.toBeInstanceOf(JobCancelled);
    expect(steps).toEqual([45]);
    expect(fs.existsSync(path.join(app.config.DATA_DIR, 'files')) ? zips() : 0).toBe(before);

    const result = await worksExport.handler({
      ...ctx,
      signal: new AbortController().signal,
      progress: async () => {},
    });
    expect(await app.fileStore.stat(result.storage_key)).not.toBeNull();
    await worksExport.discard?.(result, ctx);
    expect(await app.fileStore.stat(result.storage_key)).toBeNull();
  });

  it('refuses an export of a work the caller cannot see with 8003', async () => {
    const outsider = await callDef(app, worksExportCall, {
      token: f.outsider.token,
      input: { project_id: f.workId },
    });
    expect(outsider.status).toBe(Status.WORK_GONE);
    const unknown = await callDef(app, worksExportCall, {
      token: f.owner.token,
      input: { project_id: 'nope' },
    });
    expect(unknown.status).toBe(Status.WORK_GONE);
    const missing = await callDef(app, worksExportCall, { token: f.owner.token, input: {} as never });
    expect(missing.status).toBe(Status.VALIDATION);
    expect(missing.msg).toContain('project_id');
  });

  it('shows a job to its owner only: others get the not-found message and never see it listed', async () => {
    const { job_id } = await okDef(app, worksExportCall, {
      token: f.owner.token,
      input: { project_id: f.workId },
    });
    for (const token of [f.member.token, f.outsider.token]) {
      const detail = await callDef(app, jobDetailCall, { token, input: { job_id } });
      expect([detail.status, detail.msg, detail.data]).toEqual([Status.NOT_FOUND, JobMessage.notFound, null]);
      const cancel = await callDef(app, jobCancelCall, { token, input: { job_id } });
      expect([cancel.status, cancel.msg]).toEqual([Status.NOT_FOUND, JobMessage.notFound]);
      const list = await okDef(app, jobListCall, { token });
      expect(list.list.map((j) => j.job_id)).not.toContain(job_id);
    }
    const mine = await okDef(app, jobListCall, {
      token: f.owner.token,
      input: { page_index: 1, page_size: 1 },
    });
    expect(mine).toMatchObject({ page_index: 1, page_size: 1 });
    expect(mine.list[0]?.job_id).toBe(job_id);
    expect(mine.total).toBeGreaterThanOrEqual(1);
    expect((await settled(app, f.owner.token, job_id)).state).toBe('done');
  });

  it('cancels through the API; a finished job cannot be cancelled', async () => {
    const row = await app.jobs.enqueue(stepsJob, {
      userId: f.admin.user_id,
      title: '测试任务',
      input: { steps: 40, delayMs: 100 } as never,
    });
    const cancelled = await okDef(app, jobCancelCall, { token: f.admin.token, input: { job_id: row.id } });
    expect(cancelled.state).toBe('cancelled');
    const again = await callDef(app, jobCancelCall, { token: f.admin.token, input: { job_id: row.id } });
    expect([again.status, again.msg]).toEqual([Status.CONFLICT, JobMessage.alreadyFinished]);
    expect(
      (await okDef(app, jobDetailCall, { token: f.admin.token, input: { job_id: row.id } })).result,
    ).toBeNull();
  });

  it('pushes progress to the owner over SSE, and nothing to anyone else', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ixj_web/jobs/events`;
    let jobId = '';
    const ownerEvents = readEvents(
      url,
      f.owner.token,
      (e) => jobOf(e)?.job_id === jobId && jobOf(e)?.state === 'done',
    );
    const otherEvents = readEvents(url, f.member.token, () => false, 6_000, true);
    // Both streams are open before the job starts (the `ready` event is written on connect).
    await new Promise((r) => setTimeout(r, 500));
    const row = await app.jobs.enqueue(stepsJob, {
      userId: f.owner.user_id,
      title: '测试任务',
      input: { steps: 4, delayMs: 50 } as never,
    });
    jobId = row.id;
    const events = await ownerEvents;
    expect(events[0]?.event).toBe('ready');
    const jobs = events.map(jobOf).filter((j): j is TJob => j?.job_id === jobId);
    expect(jobs.map((j) => j.state)).toContain('running');
    const progress = jobs.map((j) => j.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress).toEqual(expect.arrayContaining([25, 50, 75, 100]));
    const other = await otherEvents;
    expect(other.map((e) => e.event)).toEqual(['ready']);

    const refused = await app.inject({ method: 'GET', url: '/ixj_web/jobs/events' });
    expect(refused.json()).toMatchObject({ status: Status.TOKEN_INVALID });
  });
});
