import { appendLines, fragmentOf } from '@juzuo/doc-model';
import { adminUnsavedDocuments, projectDocDetail, type TAdminUnsavedDocument } from '@juzuo/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { okDef } from '../../test/call';
import { until, useRelayStory } from '../../test/relay';
import { signInBySms } from '../account/testing';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';

// Issue 9 item 2: a save that fails for a reason no retry can fix is reported and isolated, never
// retried in a loop, and never holds up the other documents' saves or a clean shutdown.
const OPERATOR = '13955500092';
/** Content the test database refuses, through a real constraint (the failure is not a mock). */
const MARKER = '禁止保存';

describe('a save the database refuses for good', () => {
  const story = useRelayStory({ prefix: 'refused', config: { ADMIN_PHONES: OPERATOR } });
  const connect = story.connect;
  let f: DocsFixture;
  let operator: string;
  const detail = (docId: string) =>
    okDef(story.server.app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } });
  const unsaved = async (): Promise<TAdminUnsavedDocument[]> =>
    (await okDef(story.server.app, adminUnsavedDocuments, { token: operator })).list;
  const relayHolds = story.relayHolds;

  beforeAll(async () => {
    f = await docsFixture(story.server.app, '55500092');
    operator = (await signInBySms(story.server.app, OPERATOR)).token;
    // A constraint an operator might add: no stored Yjs state may contain the marker's UTF-8 bytes.
    await story.server.app.database.db.execute(
      sql.raw(
        `alter table collab_states add constraint collab_states_no_marker ` +
          `check (position(convert_to('${MARKER}', 'UTF8') in state) = 0)`,
      ),
    );
  });

  it('is reported, not retried while unchanged, and other documents and a shutdown go on', async () => {
    const refusedId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
    const otherId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
    const refusedName = `doc:${refusedId}`;
    const writer = await connect(refusedName, f.member.token);
    const other = await connect(`doc:${otherId}`, f.member.token);

    appendLines(writer.doc, ['保存得了的一行']);
    await until('the first line is stored', async () => (await detail(refusedId)).text === '保存得了的一行');
    appendLines(writer.doc, [`${MARKER}的一行`]);
    appendLines(other.doc, ['另一个文档的第一行']);

    // Operators see the refused document, named, with a Chinese reason.
    await until('the refusal is reported', async () => (await unsaved()).length > 0);
    const [reported] = await unsaved();
    expect(reported).toMatchObject({ document: refusedName, work_id: f.workId, attempts: 1 });
    expect(reported?.reason).toMatch(/[\u4e00-\u9fff]/);
    await until('the other document is stored', async () =>
      (await detail(otherId)).text.includes('另一个文档的第一行'),
    );

    // Unchanged, it is not tried again (a retry with backoff would have run at 1 s, 2 s, 4 s).
    for (let i = 0; i < 5; i++) {
      appendLines(other.doc, [`另一个文档的第${i + 2}行`]);
      await new Promise((r) => setTimeout(r, 1_000));
    }
    await until('the other document keeps being stored', async () =>
      (await detail(otherId)).text.includes('另一个文档的第6行'),
    );
    expect((await unsaved()).map((u) => [u.document, u.attempts])).toEqual([[refusedName, 1]]);
    expect((await detail(refusedId)).text).toBe('保存得了的一行');

    // Removing the refused content lets the next change store, and the report clears.
    writer.doc.transact(() => fragmentOf(writer.doc).delete(1, 1));
    appendLines(writer.doc, ['删掉之后写的一行']);
    await until('the document saves again', async () =>
      (await detail(refusedId)).text.includes('删掉之后写的一行'),
    );
    expect((await detail(refusedId)).text).toBe('保存得了的一行\n删掉之后写的一行');
    expect(await unsaved()).toEqual([]);

    // Refused again, then a clean shutdown: the other document's last line is stored, and the
    // refused one does not hold the shutdown until its timeout (10 s).
    appendLines(writer.doc, [`又一行${MARKER}`]);
    await until('refused again', async () => (await unsaved()).length > 0);
    appendLines(other.doc, ['关机前最后一行']);
    await relayHolds(`doc:${otherId}`, '关机前最后一行');
    const started = Date.now();
    await story.server.close();
    expect(Date.now() - started).toBeLessThan(8_000);
    await story.running.restart();
    story.closeClients();
    expect((await detail(otherId)).text.split('\n').at(-1)).toBe('关机前最后一行');
    expect((await detail(refusedId)).text).toBe('保存得了的一行\n删掉之后写的一行');
  });
});
