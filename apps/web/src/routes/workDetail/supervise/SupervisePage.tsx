import type { TWorkAbilities, TWorkDetail } from '@juzuo/schemas';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { DocTree } from '../script/DocTree';
import { useDocTree } from '../script/useDocTree';
import { useLandingDoc } from '../script/useLandingDoc';

const SuperviseEditor = lazy(async () => ({
  default: (await import('../../../features/review/SuperviseEditor')).SuperviseEditor,
}));
const ConceptionPage = lazy(async () => ({
  default: (await import('../../../features/cards/ConceptionPage')).ConceptionPage,
}));

const tab = (on: boolean) =>
  `border-b-2 px-1 py-2 text-sm ${on ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`;

/**
 * /workDetail/{id}/SCRIPT/supervise: the producer's menu with two entries, 剧本 (review the script:
 * table of contents, the script with comment highlights, the comment sidebar) and 构思 (the ideas,
 * read-only without EditIdeas; a rich-text idea with its comment highlights and sidebar). The entry and the document are in the URL (?view=, ?doc=).
 */
export function SupervisePage({ work, abilities }: { work: TWorkDetail; abilities: TWorkAbilities }) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'conception' ? 'conception' : 'script';
  const tree = useDocTree(work.id);
  const doc = useLandingDoc(work.id, tree.data?.list ?? [], params.get('doc'));
  const canWrite = abilities.can_write;
  const canEditIdeas = abilities.can_edit_ideas;
  const fallback = (
    <div className="grid h-64 place-items-center">
      <Spinner />
    </div>
  );
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="supervise-page">
      <nav aria-label="监制" className="flex shrink-0 gap-6 border-b border-slate-200 bg-white px-5">
        <button
          type="button"
          data-testid="supervise-tab-script"
          className={tab(view === 'script')}
          onClick={() => setParams({}, { replace: true })}
        >
          剧本
        </button>
        <button
          type="button"
          data-testid="supervise-tab-conception"
          className={tab(view === 'conception')}
          onClick={() => setParams({ view: 'conception' }, { replace: true })}
        >
          构思
        </button>
      </nav>
      <div className="flex min-h-0 flex-1">
        {view === 'conception' ? (
          <Suspense fallback={fallback}>
            <ConceptionPage workId={work.id} readOnly={!canEditIdeas} reviewing />
          </Suspense>
        ) : (
          <>
            <DocTree
              workId={work.id}
              mediaType={work.media_type}
              readOnly
              readOnlyReason="在「剧本」页管理目录"
              selectedId={doc?.doc_id ?? null}
              onSelect={(d) => setParams({ doc: d.doc_id }, { replace: true })}
            />
            <section className="flex min-w-0 flex-1 flex-col">
              {doc ? (
                <Suspense fallback={fallback}>
                  <SuperviseEditor
                    key={doc.doc_id}
                    docId={doc.doc_id}
                    workId={work.id}
                    docName={doc.doc_name}
                    mediaType={work.media_type}
                    readOnly={!canWrite}
                  />
                </Suspense>
              ) : (
                <div
                  data-testid="supervise-no-doc"
                  className="grid flex-1 place-items-center text-sm text-slate-400"
                >
                  {tree.data ? '这部作品还没有剧本文档' : ''}
                </div>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
