import type { TDocItem } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { landingDoc } from './landingDoc';

const doc = (id: string, version: number, updated: number, editor: string | null = null): TDocItem => ({
  doc_id: id,
  doc_name: id,
  project_id: 'w',
  volume_id: null,
  sort: 0,
  char_count: version * 10,
  version,
  last_editor_id: editor,
  update_time: updated,
});

// Issue 10 defect 3: a work opened on 构思 (or the first document); it opens where its writer works.
describe('the document a work opens at', () => {
  const list = [
    doc('ep1', 3, 100, 'me'),
    doc('ep2', 5, 300, 'me'),
    doc('ep3', 1, 400, 'other'),
    doc('ep4', 0, 900),
  ];
  const none = { wanted: null, remembered: null, me: 'me' };

  it('is the document I last edited', () => {
    expect(landingDoc(list, none)?.doc_id).toBe('ep2');
  });

  it('is the document I last had open here, before anything the server says', () => {
    expect(landingDoc(list, { ...none, remembered: 'ep1' })?.doc_id).toBe('ep1');
    expect(landingDoc(list, { ...none, remembered: 'deleted' })?.doc_id).toBe('ep2');
  });

  it("is the team's last edited document when I edited none, and the first when nobody wrote yet", () => {
    expect(landingDoc(list, { ...none, me: 'newcomer' })?.doc_id).toBe('ep3');
    expect(landingDoc([doc('ep1', 0, 1), doc('ep2', 0, 2)], none)?.doc_id).toBe('ep1');
    expect(landingDoc([], none)).toBeUndefined();
  });

  it('is the document the URL names, or nothing when it is gone', () => {
    expect(landingDoc(list, { ...none, wanted: 'ep4' })?.doc_id).toBe('ep4');
    expect(landingDoc(list, { ...none, wanted: 'gone' })).toBeUndefined();
  });
});
