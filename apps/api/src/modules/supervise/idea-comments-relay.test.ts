import { waitFor } from '@juzuo/collab-server/testing';
import {
  docFromLines,
  docToText,
  readComments,
  replaceFragmentContent,
  replaceTextRange,
} from '@juzuo/doc-model';
import {
  commentAdd,
  commentList,
  commentSuggestionDecide,
  projectIdeaAdd,
  relayDocumentName,
  WorkPermission,
} from '@juzuo/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { okDef } from '../../test/call';
import { RELAY_SETTLE_MS, until, useRelayStory } from '../../test/relay';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// The live path for an idea document: a Producer-only member (admin) reads `idea:<idea_id>` read-only
// yet comments through the calls (kind idea), which write `comments:<idea_id>` through the
// in-process relay; the idea writer (member, EditIdeas) sees each comment at once, types before and
// inside the line and the anchor stays on its words; an accepted suggestion reaches both editors.

describe('idea document comments through the real relay', () => {
  const story = useRelayStory({ prefix: 'idea-review' });
  let f: DocsFixture;
  let ideaId: string;

  beforeAll(async () => {
    const app = story.server.app;
    f = await docsFixture(app, '55500184');
    await setMember(app, f.owner.token, f.workId, f.member.user_id, [WorkPermission.EditIdeas]);
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
    ideaId = (
      await okDef(app, projectIdeaAdd, {
        token: f.member.token,
        input: { project_id: f.workId, doc_type: 2 },
      })
    ).idea_id;
  });

  it('a producer comments on an idea without EditIdeas; the writer sees it live, types on, accepts', {
    timeout: 120_000,
  }, async () => {
    const app = story.server.app;
    const ideaName = relayDocumentName('idea', ideaId);
    const writer = await story.connect(ideaName, f.member.token);
    const writerComments = await story.connect(relayDocumentName('comments', ideaId), f.member.token);
    const producer = await story.connect(ideaName, f.admin.token);
    expect([writer.readOnly, producer.readOnly]).toEqual([false, true]);
    replaceFragmentContent(writer.doc, docFromLines(['方案一：双线叙事', '明线查案，暗线夺权。']));
    await story.relayHolds(ideaName, '明线查案，暗线夺权。');

    const text = docToText(writer.doc);
    const start = text.indexOf('暗线夺权');
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: {
        doc_id: ideaId,
        kind: 'idea',
        content: '暗线太虚',
        start,
        end: start + 4,
        suggestion: '暗线谋反',
      },
    });
    await waitFor(
      () => readComments(writerComments.doc).some((c) => c.comment_id === comment_id),
      RELAY_SETTLE_MS,
    );

    // The writer types before the anchor: a new first line, and words in front on its line.
    writer.doc.transact(() => {
      replaceTextRange(writer.doc, 0, 0, '（草稿）\n');
      const t = docToText(writer.doc);
      replaceTextRange(writer.doc, t.indexOf('明线'), t.indexOf('明线'), '其一，');
    });
    await story.relayHolds(ideaName, '其一，明线查案');
    const thread = (
      await okDef(app, commentList, { token: f.admin.token, input: { doc_id: ideaId, kind: 'idea' } })
    ).list.find((t) => t.comment_id === comment_id);
    const now = docToText(writer.doc);
    expect(thread).toMatchObject({
      kind: 'idea',
      quote: '暗线夺权',
      start: now.indexOf('暗线夺权'),
      detached: false,
    });

    await okDef(app, commentSuggestionDecide, { token: f.member.token, input: { comment_id, accept: true } });
    await waitFor(() => docToText(writer.doc).includes('明线查案，暗线谋反。'), RELAY_SETTLE_MS);
    await waitFor(() => docToText(producer.doc).includes('明线查案，暗线谋反。'), RELAY_SETTLE_MS);
    await until('the list shows it accepted', async () => {
      const list = await okDef(app, commentList, {
        token: f.admin.token,
        input: { doc_id: ideaId, kind: 'idea' },
      });
      return list.list.some((t) => t.comment_id === comment_id && t.suggestion?.state === 'accepted');
    });
  });
});
