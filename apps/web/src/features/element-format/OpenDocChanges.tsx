import type { TElementChange } from '@juzuo/schemas';
import type { Editor } from '@tiptap/react';
import { useMemo, useState } from 'react';
import { toast } from '../../stores/toast';
import { useDocLines } from '../script-editor/collab/useDocLines';
import { linesOfDoc } from '../script-editor/extensions/lines';
import { applyLineChanges } from './applyChanges';
import { ChangeRow } from './ChangeRow';
import { type PlannedChange, planChanges, readyOnes } from './plan';

const STALE_NOTE = '此行在识别后已被修改，未应用';

/**
 * The proposed changes of the document open in the editor, against its live lines: each is accepted
 * (the line's element, and stored text, change in the editor like the element menu changes them:
 * through the relay to every collaborator, one undo step) or ignored; 全部采纳 applies every line that
 * still reads as recognised in one step. A line edited since the run is skipped and says so.
 */
export function OpenDocChanges({ editor, changes }: { editor: Editor; changes: TElementChange[] }) {
  const lines = useDocLines(editor);
  const planned = useMemo(() => planChanges(changes, lines), [changes, lines]);
  // By line index (unique within a document's changes), so a re-read of the same result keeps them.
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [ignored, setIgnored] = useState<ReadonlySet<number>>(new Set());
  const add = (set: ReadonlySet<number>, more: TElementChange[]) =>
    new Set([...set, ...more.map((c) => c.line)]);

  /** Applies `wanted` as they stand in the editor right now (the shown plan may lag by a moment). */
  const apply = (wanted: TElementChange[]) => {
    if (editor.isDestroyed) return;
    const fresh = planChanges(changes, linesOfDoc(editor.state.doc));
    const ready = readyOnes(fresh).filter((p) => wanted.includes(p.change) && !ignored.has(p.change.line));
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
    if (stale.length === 1 && wanted.length === 1) toast.warning(STALE_NOTE);
    else if (stale.length > 0) toast.warning(`${stale.length} 行在识别后已被修改，已跳过`);
  };

  const open = planned.filter((p) => p.status === 'ready' && !ignored.has(p.change.line));
  return (
    <>
      {open.length > 1 && (
        <button
          type="button"
          data-testid="format-accept-all"
          className="text-xs text-brand-600"
          onClick={() => apply(open.map((p) => p.change))}
        >
          全部采纳（{open.length}）
        </button>
      )}
      <ul className="space-y-1">
        {planned.map((p) => (
          <PlannedRow
            key={p.change.line}
            planned={p}
            accepted={accepted.has(p.change.line)}
            ignored={ignored.has(p.change.line)}
            onAccept={() => apply([p.change])}
            onIgnore={() => setIgnored((s) => add(s, [p.change]))}
          />
        ))}
      </ul>
    </>
  );
}

function PlannedRow({
  planned,
  accepted,
  ignored,
  onAccept,
  onIgnore,
}: {
  planned: PlannedChange;
  accepted: boolean;
  ignored: boolean;
  onAccept: () => void;
  onIgnore: () => void;
}) {
  const { status, change } = planned;
  const state = ignored && status === 'ready' ? 'ignored' : status;
  return (
    <ChangeRow change={change} state={state}>
      {state === 'ready' && (
        <>
          <button
            type="button"
            data-testid="format-accept"
            className="shrink-0 text-brand-600"
            onClick={onAccept}
          >
            采纳
          </button>
          <button
            type="button"
            data-testid="format-ignore"
            className="shrink-0 text-slate-500"
            onClick={onIgnore}
          >
            忽略
          </button>
        </>
      )}
      {state === 'ignored' && <span className="shrink-0 text-slate-400">已忽略</span>}
      {state === 'done' && (
        <span className="shrink-0 text-slate-400">{accepted ? '已采纳' : '已是此格式'}</span>
      )}
      {state === 'stale' && (
        <span className="shrink-0 text-amber-600" title={STALE_NOTE}>
          已改动，未应用
        </span>
      )}
    </ChangeRow>
  );
}
