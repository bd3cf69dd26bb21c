import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from './errors';
import { type RunningApi, signInBySms, startApi, testClient } from './test/api-server';

// The real API (buildApp on PGlite) on a local port; nothing of it is mocked.
let server: RunningApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const script =
  '第1集 重逢\n1-1 日 内 客栈大堂\n人物：林秋、掌柜\n△林秋推门而入。\n林秋：掌柜，还有房吗？\n第2集\n2-1 夜 外 后院\n掌柜：有。';

describe('import through the client', () => {
  it('previews a file, then imports it with a fixed element into a new work', async () => {
    const writer = testClient(server);
    await signInBySms(writer.api, '13700001601');
    await writer.api.team.add({ team_name: '导入团队' });
    await writer.api.team.getCurrent();
    const file = new Blob([script], { type: 'text/plain' });
    const preview = await writer.api.docImport.preview(file, '重逢.txt', { project_type: 'SCRIPT' });
    expect(preview.parts.map((p) => p.doc_name)).toEqual(['第1集 重逢', '第2集']);
    const blocks = preview.parts.map((p) => p.lines.map((l) => l.block));
    (blocks[0] as string[])[2] = 'dialogue';
    const done = await writer.api.docImport.importFile(
      file,
      '重逢.txt',
      { project_name: '重逢', project_type: 'SCRIPT' },
      blocks as never,
    );
    expect(done.doc_ids).toHaveLength(2);
    const first = await writer.api.docs.detail({ doc_id: done.doc_ids[0] as string });
    expect(first.content).toContain('<p data-block="dialogue">林秋推门而入。</p>');
    const refused = await writer.api.docImport
      .preview(
        new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])]),
        'a.docx',
        { project_type: 'SCRIPT' },
        { silent: true },
      )
      .catch((e: ApiError) => e);
    expect((refused as ApiError).message).toContain('暂不支持导入 PDF');
  });
});
