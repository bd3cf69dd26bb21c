import type { TElementChange } from '@juzuo/schemas';
import type { Editor } from '@tiptap/react';
import { useMemo, useState } from 'react';
import { toast } from '../../stores/toast';
import { useDocLines } from '../script-editor/collab/useDocLines';
import { linesOfDoc } from '../script-editor/extensions/lines';
import { applyLineChanges } from './applyChanges';
import { ChangeGroup } from './ChangeGroup';
import { planChanges, readyOnes } from './plan';

/**
 * The proposals of the episode open in the editor, against its live lines: each is accepted (the
 * line's element, and stored text, change in the editor like the element menu changes them: through
 * the relay to every collaborator, one undo step) or ignored; 全部采纳 applies every line that still
 * reads as recognised in one step. A line edited since the run is skipped and says so.
 */
export function OpenDocGroup({
  editor,
  doc,
}: {
  editor: Editor;
  doc: { doc_id: string; doc_name: string; changes: TElementChange[] };
}) {
  const lines = useDocLines(editor);
  const planned = useMemo(() => planChanges(doc.changes, lines), [doc.changes, lines]);
  // By line index (unique within a document's changes), so a re-read of the same result keeps them.
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [ignored, setIgnored] = useState<ReadonlySet<number>>(new Set());
  const add = (set: ReadonlySet<number>, more: TElementChange[]) =>
    new Set([...set, ...more.map((c) => c.line)]);

  /** Applies `wanted` as they stand in the editor right now (the shown plan may lag by a moment). */
  const accept = (wanted: TElementChange[]) => {
    if (editor.isDestroyed) return;
    const fresh = planChanges(doc.changes, linesOfDoc(editor.state.doc));
    const ready = readyOnes(fresh).filter((p) => wanted.includes(p.change));
    const stale = fresh.filter((p) => p.status === 'stale' && wanted.includes(p.change));
    if (ready.length > 0) {
      editor.commands.command(({ tr }) => {
        applyLineChanges(tr, tr.doc, ready);
        return true;
      });
      setAccepted((s) =>
        add(
          s,
          ready.map((p) => p.change),
        ),
      );
    }
    if (stale.length > 0)
      toast.warning(
        wanted.length === 1 ? '此行在识别后已被修改，未应用' : `${stale.length} 行在识别后已被修改，已跳过`,
      );
  };

  return (
    <ChangeGroup
      docId={doc.doc_id}
      name={doc.doc_name}
      current
      planned={planned}
      actions={{ accepted, ignored, accept, ignore: (c) => setIgnored((s) => add(s, [c])) }}
    />
  );
}
