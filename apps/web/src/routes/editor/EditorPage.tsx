import { WorkPermission } from '@juzuo/schemas';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader';
import { ComingSoon } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { ScriptEditor } from '../../features/script-editor';
import { useEditorTarget } from './useEditorTarget';

// The history page is another helper's; it is picked up here as soon as its file exists.
const historyModules = import.meta.glob<{ HistoryPage: ComponentType }>('./history/HistoryPage.tsx');
const historyLoader = Object.values(historyModules)[0];
const HistoryPage = historyLoader
  ? lazy(async () => ({ default: (await historyLoader()).HistoryPage }))
  : null;

/** /editor/edit/{id} and /editor/history/{id}. */
export function EditorPage({ kind }: { kind: 'edit' | 'history' }) {
  if (kind === 'history') {
    return HistoryPage ? (
      <Suspense fallback={<Spinner />}>
        <HistoryPage />
      </Suspense>
    ) : (
      <div className="min-h-screen bg-slate-50">
        <AppHeader section="历史版本" />
        <ComingSoon area="历史版本" summary="查看文档的自动与命名版本，对比任意两个版本并一键恢复。" />
      </div>
    );
  }
  return <EditDocumentPage />;
}

/** Full-page editor of one document. */
function EditDocumentPage() {
  const { id } = useParams();
  const { doc, work } = useEditorTarget(id);
  const detail = doc.data;
  const permissions = work.data?.my_permissions as readonly string[] | undefined;
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
      </div>
      {id && detail && work.data ? (
        <ScriptEditor
          docId={id}
          workId={detail.project_id}
          docName={detail.doc_name}
          mediaType={work.data.media_type}
          readOnly={detail.access === 'read' || !permissions?.includes(WorkPermission.WriteWork)}
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
