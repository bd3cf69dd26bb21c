import { readZip } from '@juzuo/api';
import type { TJob } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { downloadBytes } from '../support/browser';
import { useStory } from '../support/story';
import { createWork, ownerWithTeam, wait, workAction } from './helpers';

// Issue 8 section 4: a durable export job started from the works list, followed live, downloaded.
describe('export of a work', () => {
  const story = useStory();

  it('exports a work with two documents: progress reaches done, the zip downloads with both', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '导出组');
    const workId = await createWork(story, owner, { project_name: '双城记', project_type: 'SCRIPT' });
    const docs: Array<[string, string]> = [
      ['第1集', '<p>那是最好的时代。</p>'],
      ['第2集', '<p>那是最坏的时代。</p>'],
    ];
    for (const [doc_name, content] of docs) {
      const { doc_id } = await story.api.call<{ doc_id: string }>('POST', '/ixj_web/project/doc/add', {
        token: owner.token,
        body: { project_id: workId, doc_name },
      });
      await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
        token: owner.token,
        body: { doc_id, content },
      });
    }

    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    // The dialog follows the job over the events stream (fetch streaming with the bearer header).
    const stream = page.waitForResponse((r) => r.url().includes('/ixj_web/jobs/events'), wait);
    await workAction(page, '双城记', 'export');
    const events = await stream;
    expect(events.status()).toBe(200);
    expect(events.headers()['content-type']).toContain('text/event-stream');
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor(wait);
    const state = dialog.getByTestId('job-state');
    await expect.poll(() => state.getAttribute('data-state'), wait).toBe('done');
    await expect.poll(() => dialog.getByTestId('job-percent').textContent(), wait).toBe('100%');
    expect(await dialog.getByTestId('export-status').textContent()).toContain('共 2 篇文档');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('job-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('双城记.zip');
    const files = await readZip(await downloadBytes(download));
    expect([...files.keys()].sort()).toEqual(
      [
        'manifest.json',
        'text/001 第1集.txt',
        'text/002 第2集.txt',
        'html/001 第1集.html',
        'html/002 第2集.html',
      ].sort(),
    );
    expect(files.get('text/002 第2集.txt')).toContain('那是最坏的时代。');
    const manifest = JSON.parse(files.get('manifest.json') ?? '{}');
    expect(manifest).toMatchObject({ work_name: '双城记', kind: 'SCRIPT', counts: { documents: 2 } });

    // 我的任务 lists the finished export with its download; the message centre has the notice.
    await dialog.getByTestId('export-close').click();
    await page.goto('/member/tasks');
    const row = page.getByTestId('job-item').first();
    await expect.poll(() => row.getAttribute('data-state'), wait).toBe('done');
    expect(await row.getByTestId('job-title').textContent()).toBe('导出《双城记》');
    expect(await row.getByTestId('job-download').getAttribute('href')).toMatch(/^\/files\/.+\.zip\?name=/);
    const jobs = await story.api.call<{ list: TJob[] }>('GET', '/ixj_web/jobs/list', { token: owner.token });
    expect(jobs.list[0]).toMatchObject({ state: 'done', progress: 100, project_id: workId });
  });
});
