import { useDocDetail } from '@juzuo/api-client/react';
import { htmlToLines } from '@juzuo/doc-model';
import type { TElementChange } from '@juzuo/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { blockOf } from '../script-editor/logic/blocks';
import { ChangeGroup } from './ChangeGroup';
import { type LiveLine, planChanges } from './plan';

/** How often another episode's stored text is read again while some of its proposals wait (ms). */
const STORED_REFRESH_MS = 3000;

/** The lines of a stored document (its HTML), elements normalised as the editor reads them. */
const storedLines = (html: string): LiveLine[] =>
  htmlToLines(html).map((l) => ({ block: blockOf(l.block), text: l.text }));

/**
 * Another episode's proposals, against its stored text (doc/detail, a few seconds behind the relay),
 * so the ones already applied there read as done; 打开并采纳 opens it, where they are accepted.
 */
export function StoredDocGroup({
  doc,
}: {
  doc: { doc_id: string; doc_name: string; changes: TElementChange[] };
}) {
  // Read again while proposals wait: the relay stores an episode a moment after its editor closes.
  const { data } = useDocDetail(doc.doc_id, {
    refreshInterval: (latest) =>
      latest && !planChanges(doc.changes, storedLines(latest.content)).some((p) => p.status === 'ready')
        ? 0
        : STORED_REFRESH_MS,
  });
  const lines = useMemo(() => (data ? storedLines(data.content) : null), [data]);
  // Until the stored text is read, every proposal is shown as recognised.
  const planned = useMemo(
    () =>
      lines
        ? planChanges(doc.changes, lines)
        : doc.changes.map((change) => ({ status: 'ready' as const, index: change.line, change })),
    [doc.changes, lines],
  );
  return (
    <ChangeGroup
      docId={doc.doc_id}
      name={doc.doc_name}
      current={false}
      planned={planned}
      link={
        <Link
          data-testid="format-open-doc"
          className="shrink-0 text-brand-600"
          to={`/editor/edit/${doc.doc_id}`}
        >
          打开并采纳
        </Link>
      }
    />
  );
}
