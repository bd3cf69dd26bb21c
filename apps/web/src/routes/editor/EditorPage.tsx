import { Link, useParams } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader';
import { Spinner } from '../../components/Spinner';
import { ScriptEditor } from '../../features/script-editor';
import { HistoryPage } from './history/HistoryPage';
import { useEditorTarget } from './useEditorTarget';

/** /editor/edit/{id} and /editor/history/{id}. */
export function EditorPage({ kind }: { kind: 'edit' | 'history' }) {
  return kind === 'history' ? <HistoryPage /> : <EditDocumentPage />;
}

/** Full-page editor of one document. */
function EditDocumentPage() {
  const { id } = useParams();
  const { doc, work } = useEditorTarget(id);
  const detail = doc.data;
  return (
    <div className="flex h-screen flex-col bg-slate-50">
      <AppHeader section="文档编辑" />
      <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 text-sm">
        {detail && work.data && (
          <Link
            to={`/workDetail/${detail.project_id}/${work.data.project_type}`}
            className="text-slate-500 hover:text-brand-600"
          >
            {work.data.work_name}
          </Link>
        )}
        <h1 data-testid="editor-doc-name" className="font-medium text-slate-800">
          {detail?.doc_name ?? ''}
        </h1>
        {id && (
          <Link
            to={`/editor/history/${id}`}
            data-testid="editor-history-link"
            className="ml-auto text-slate-500 hover:text-brand-600"
          >
            历史版本
          </Link>
        )}
      </div>
      {id && detail && work.data ? (
        <ScriptEditor
          docId={id}
          workId={detail.project_id}
          docName={detail.doc_name}
          mediaType={work.data.media_type}
          readOnly={!detail.abilities.can_write}
        />
      ) : doc.error || work.error ? (
        <p className="p-10 text-center text-sm text-slate-500">文档无法打开</p>
      ) : (
        <div className="flex flex-1 items-center justify-center">
          <Spinner />
        </div>
      )}
    </div>
  );
}
