import { RelayDocumentKind, type TMediaType } from '@juzuo/schemas';
import { Spinner } from '../../components/Spinner';
import { EditorSurface } from './components/EditorSurface';
import { episodeOf } from './logic/scenes';
import { useEditorSession } from './useEditorSession';
import './script-editor.css';

/** Props of the collaborative script / chapter editor. */
export interface ScriptEditorProps {
  /** Document id: the editor binds to the relay document `doc:<docId>`. */
  docId: string;
  /** The work the document belongs to (context for callers; access is decided by the relay). */
  workId?: string;
  /** NOVEL edits plain prose (a chapter); every other media type gets script formatting. */
  mediaType: TMediaType;
  /** Read-only until the relay answers, e.g. when the work's my_permissions lacks WriteWork. */
  readOnly?: boolean;
  /** Document name; a `第N集` name numbers its scenes `N-1`, `N-2`… */
  docName?: string;
  /** Which kind of relay document `docId` names: a script (`doc:`, default) or an idea (`idea:`). */
  kind?: typeof RelayDocumentKind.Doc | typeof RelayDocumentKind.Idea;
}

/**
 * The collaborative editor of one document: Tiptap + Yjs through the relay, kept in IndexedDB for
 * offline work, with presence, carets, scene outline, counts and the sync state.
 */
export function ScriptEditor({
  docId,
  workId,
  mediaType,
  readOnly = false,
  docName,
  kind = RelayDocumentKind.Doc,
}: ScriptEditorProps) {
  const { me, doc } = useEditorSession(kind, docId, readOnly);

  if (!doc.session) {
    return (
      <div className="flex flex-1 items-center justify-center py-20">
        <Spinner />
      </div>
    );
  }
  // The relay's live answer decides editing (it follows permission changes while the document is
  // open); before it (offline, connecting) the page's permissions and the relay's last answer.
  return (
    <EditorSurface
      key={docId}
      docId={docId}
      collab={doc.session}
      status={doc.status}
      others={doc.others}
      mediaType={mediaType}
      editable={doc.editable}
      me={me}
      firstEpisode={(docName && episodeOf(docName)) || 1}
      prose={kind === RelayDocumentKind.Idea ? 'idea' : 'chapter'}
      workId={workId}
    />
  );
}
