import { waitFor } from '@juzuo/collab-server/testing';
import { docToText, readComments, replaceTextRange } from '@juzuo/doc-model';
import {
  commentAdd,
  commentList,
  commentSuggestionDecide,
  projectDocUpdateVersion,
  relayDocumentName,
  WorkPermission,
} from '@juzuo/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { okDef } from '../../test/call';
import { RELAY_SETTLE_MS, until, useRelayStory } from '../../test/relay';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// The live path: a Producer-only member (admin here) reads the script read-only yet comments through
// the calls, which write `comments:<doc_id>` through the in-process relay; the writer's open clients
// see each comment at once, the writer keeps typing before the anchor and the comment stays on the
// same words; an accepted suggestion reaches the writer's editor through the relay.

describe('supervisor comments through the real relay', () => {
  const story = useRelayStory({ prefix: 'review' });
  let f: DocsFixture;
  let docId: string;

  beforeAll(async () => {
    const app = story.server.app;
    f = await docsFixture(app, '55500182');
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
    docId = await addDoc(app, f.member.token, { project_id: f.workId, doc_name: '第1集' });
    await okDef(app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: '<p>第一场 长安城 夜</p><p>张小敬：五尊阎罗在此，谁敢动我的人。</p>' },
    });
  });

  it('a producer comments without write access to the script; the writer sees it live and types on', {
    timeout: 120_000,
  }, async () => {
    const app = story.server.app;
    const docName = relayDocumentName('doc', docId);
    const writerDoc = await story.connect(docName, f.member.token);
    const writerComments = await story.connect(relayDocumentName('comments', docId), f.member.token);
    const producerDoc = await story.connect(docName, f.admin.token);
    expect([writerDoc.readOnly, producerDoc.readOnly]).toEqual([false, true]);

    const text = docToText(writerDoc.doc);
    const start = text.indexOf('五尊阎罗');
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: docId, content: '气势再足一点', start, end: start + 4, suggestion: '阎罗' },
    });
    await waitFor(
      () => readComments(writerComments.doc).some((c) => c.comment_id === comment_id),
      RELAY_SETTLE_MS,
    );

    // The writer types before the anchor (a new first line, and words in front on its line).
    writerDoc.doc.transact(() => {
      replaceTextRange(writerDoc.doc, 0, 0, '（鼓声）\n');
      const t = docToText(writerDoc.doc);
      replaceTextRange(writerDoc.doc, t.indexOf('张小敬'), t.indexOf('张小敬'), '【怒】');
    });
    await story.relayHolds(docName, '【怒】张小敬');
    const thread = (
      await okDef(app, commentList, { token: f.admin.token, input: { doc_id: docId } })
    ).list.find((t) => t.comment_id === comment_id);
    const now = docToText(writerDoc.doc);
    expect(thread).toMatchObject({ quote: '五尊阎罗', start: now.indexOf('五尊阎罗'), detached: false });

    // The writer accepts the suggestion; the change arrives in both open editors through the relay.
    await okDef(app, commentSuggestionDecide, { token: f.member.token, input: { comment_id, accept: true } });
    await waitFor(() => docToText(writerDoc.doc).includes('【怒】张小敬：阎罗在此'), RELAY_SETTLE_MS);
    await waitFor(() => docToText(producerDoc.doc).includes('【怒】张小敬：阎罗在此'), RELAY_SETTLE_MS);
    await waitFor(
      () =>
        readComments(writerComments.doc).find((c) => c.comment_id === comment_id)?.suggestion?.state ===
        'accepted',
      RELAY_SETTLE_MS,
    );
    await until('the list shows it accepted', async () => {
      const list = await okDef(app, commentList, { token: f.admin.token, input: { doc_id: docId } });
      return list.list.some(
        (t) => t.comment_id === comment_id && t.resolved && t.suggestion?.state === 'accepted',
      );
    });
  });
});
