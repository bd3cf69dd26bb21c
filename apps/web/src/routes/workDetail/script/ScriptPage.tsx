import { type TWorkDetail, WorkPermissionLabel } from '@juzuo/schemas';
import { Link, useSearchParams } from 'react-router-dom';
import { focusSoon, PaneToggle } from '../../../components/PaneToggle';
import { useEpisodeMarkers } from '../../../features/outline/useEpisodeMarkers';
import { usePane } from '../../../stores/panes';
import { DocTree } from './DocTree';
import { DocWordCount } from './DocWordCount';
import { EditorArea } from './EditorArea';
import { useDocTree } from './useDocTree';
import { useLandingDoc } from './useLandingDoc';

/**
 * /workDetail/{id}/SCRIPT/script: the table of contents on the left and the selected document's
 * editor on the right. The selected document is in the URL (?doc=) so a link opens the same place.
 * Read-only for a producer without WriteWork.
 */
export function ScriptPage({ work, readOnly }: { work: TWorkDetail; readOnly: boolean }) {
  const [params, setParams] = useSearchParams();
  const tree = useDocTree(work.id);
  const all = tree.data?.list ?? [];
  const wanted = params.get('doc');
  const doc = useLandingDoc(work.id, all, wanted);
  const mediaType = work.media_type;
  const [treeOpen, toggleTree] = usePane('docTree');
  const markers = useEpisodeMarkers(work.id);
  const unfoldTree = !treeOpen && (
    <PaneToggle
      open={false}
      onToggle={() => {
        toggleTree(true);
        focusSoon('doc-tree-fold');
      }}
      name="目录"
      controls="doc-tree"
      id="doc-tree-unfold"
      testId="doc-tree-toggle"
      className="-ml-2"
    />
  );
  return (
    <div className="flex h-full min-h-0" data-testid="script-page" data-read-only={readOnly}>
      {treeOpen && (
        <DocTree
          onFold={() => {
            toggleTree(false);
            focusSoon('doc-tree-unfold');
          }}
          workId={work.id}
          mediaType={mediaType}
          readOnly={readOnly}
          readOnlyReason={`需要「${WorkPermissionLabel.WriteWork}」作品权限`}
          selectedId={doc?.doc_id ?? null}
          markers={markers}
          onSelect={(d) => setParams({ doc: d.doc_id }, { replace: true })}
          onOpenDoc={(id) => setParams({ doc: id })}
        />
      )}
      <section className="flex min-w-0 flex-1 flex-col">
        {doc ? (
          <>
            <header className="flex h-12 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-5">
              {unfoldTree}
              <h1 data-testid="script-doc-title" className="truncate text-sm font-semibold text-slate-900">
                {doc.doc_name}
              </h1>
              {readOnly && (
                <span
                  data-testid="script-read-only"
                  className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-700 ring-1 ring-amber-200"
                >
                  只读
                </span>
              )}
              <DocWordCount docId={doc.doc_id} stored={doc.char_count} />
              <nav aria-label="文档操作" className="ml-auto flex gap-4 text-sm">
                <Link
                  to={`/editor/edit/${doc.doc_id}`}
                  target="_blank"
                  data-testid="script-open-editor"
                  className="text-brand-600 hover:underline"
                >
                  独立编辑
                </Link>
                <Link
                  to={`/editor/history/${doc.doc_id}`}
                  target="_blank"
                  data-testid="script-open-history"
                  className="text-brand-600 hover:underline"
                >
                  历史版本
                </Link>
              </nav>
            </header>
            <div className="flex min-h-0 flex-1 flex-col">
              <EditorArea
                key={doc.doc_id}
                docId={doc.doc_id}
                docName={doc.doc_name}
                workId={work.id}
                mediaType={mediaType}
                readOnly={readOnly}
              />
            </div>
          </>
        ) : (
          <div
            data-testid="script-no-doc"
            className="relative grid flex-1 place-items-center text-sm text-slate-400"
          >
            {unfoldTree && <div className="absolute top-2 left-5">{unfoldTree}</div>}
            {tree.data ? '在左侧目录中选择或新建一个文档' : ''}
          </div>
        )}
      </section>
    </div>
  );
}
