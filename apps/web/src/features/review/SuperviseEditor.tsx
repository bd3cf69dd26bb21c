import { MediaType, RelayDocumentKind, type TMediaType, type TReviewKind } from '@juzuo/schemas';
import { useMemo } from 'react';
import { Spinner } from '../../components/Spinner';
import { useYDocument } from '../collab/useYDocument';
import { EditorSurface } from '../script-editor/components/EditorSurface';
import { episodeOf } from '../script-editor/logic/scenes';
import { useEditorSession } from '../script-editor/useEditorSession';
import '../script-editor/script-editor.css';
import { CommentHighlights } from './CommentHighlights';
import { liveHighlightSource } from './highlightSource';
import { ReviewSidebar } from './ReviewSidebar';
import './review.css';

/**
 * The document under review: the collaborative editor of `doc:<docId>`, or of `idea:<docId>` for
 * an idea document (read-only for a producer without WriteWork, resp. EditIdeas: the relay decides)
 * with comment highlights, and the comment sidebar fed by the live `comments:<docId>` document,
 * which only the comment calls write.
 */
export function SuperviseEditor({
  docId,
  kind = RelayDocumentKind.Doc,
  docName,
  mediaType,
  readOnly,
  workId,
}: {
  docId: string;
  /** A script document (default) or an idea's rich-text document (plain prose). */
  kind?: TReviewKind;
  workId: string;
  docName: string;
  mediaType: TMediaType;
  readOnly: boolean;
}) {
  const { userId, me, doc } = useEditorSession(kind, docId, readOnly);
  const comments = useYDocument({ kind: RelayDocumentKind.Comments, id: docId, userId, readOnly: true });
  const script = doc.session?.ydoc;
  const commentsDoc = comments.session?.ydoc ?? null;
  // One source per document, read by the editor's extension (which must stay the same object).
  const source = useMemo(() => liveHighlightSource(), []);
  source.script = script ?? null;
  const extras = useMemo(() => [CommentHighlights.configure({ source })], [source]);
  if (!doc.session || !script) {
    return (
      <div className="flex flex-1 items-center justify-center py-20">
        <Spinner />
      </div>
    );
  }
  return (
    <EditorSurface
      key={docId}
      docId={docId}
      collab={doc.session}
      status={doc.status}
      others={doc.others}
      mediaType={kind === RelayDocumentKind.Idea ? MediaType.NOVEL : mediaType}
      editable={doc.editable}
      me={me}
      firstEpisode={episodeOf(docName) || 1}
      prose={kind === RelayDocumentKind.Idea ? 'idea' : 'chapter'}
      workId={workId}
      extraExtensions={extras}
      outlinePane="reviewOutline"
      renderAside={(editor, crowded) => (
        <ReviewSidebar
          editor={editor}
          docId={docId}
          kind={kind}
          foldable={kind === RelayDocumentKind.Idea}
          crowded={crowded}
          workId={workId}
          source={source}
          comments={commentsDoc}
        />
      )}
    />
  );
}
