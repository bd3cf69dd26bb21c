import type { TMediaType } from '@juzuo/schemas';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';

// The editor (Tiptap, Yjs, the relay provider) is its own chunk: the tree shows before it loads.
const ScriptEditor = lazy(async () => ({
  default: (await import('../../../features/script-editor')).ScriptEditor,
}));

/** Props of EditorArea. */
export interface EditorAreaProps {
  docId: string;
  docName: string;
  workId: string;
  mediaType: TMediaType;
  readOnly: boolean;
}

/** The collaborative editor of the selected document (script formatting, or plain prose for a novel). */
export function EditorArea({ docId, docName, workId, mediaType, readOnly }: EditorAreaProps) {
  return (
    <Suspense
      fallback={
        <div className="grid h-64 place-items-center">
          <Spinner />
        </div>
      }
    >
      <ScriptEditor
        docId={docId}
        docName={docName}
        workId={workId}
        mediaType={mediaType}
        readOnly={readOnly}
      />
    </Suspense>
  );
}
