import { useCurrentTeam } from '@juzuo/api-client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { ExportWorkDialog } from '../../features/jobs/ExportWorkDialog';
import { ImportDialog } from '../../features/script-import/ImportDialog';
import { CreateWorkDialog } from '../../features/works/CreateWorkDialog';
import { filterWorks, hasFilters, NO_FILTERS, type WorkFilters } from '../../features/works/filters';
import { MembersDialog } from '../../features/works/MembersDialog';
import { type WorkSummary, workHref } from '../../features/works/model';
import { RecycleBinDialog } from '../../features/works/RecycleBinDialog';
import { useActiveWorks, useWorkActions } from '../../features/works/useWorks';
import { WorkCard, WorkRow } from '../../features/works/WorkCard';
import { WorkInfoDialog } from '../../features/works/WorkInfoDialog';
import type { WorkAction } from '../../features/works/WorkMenu';
import { WorksToolbar, type WorksView } from '../../features/works/WorksToolbar';
import { worksEmptyText } from './worksEmpty';

const VIEW_KEY = 'juzuo.worksView';

/** /workBench/worksManage: the team's works as cards or a list, with search, filters and actions. */
export function WorksManagePage() {
  const navigate = useNavigate();
  const { works, isLoading } = useActiveWorks();
  const actions = useWorkActions();
  const { data: team } = useCurrentTeam();
  const empty = worksEmptyText(team);
  const [filters, setFilters] = useState<WorkFilters>(NO_FILTERS);
  const [view, setView] = useState<WorksView>(() =>
    localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid',
  );
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [binOpen, setBinOpen] = useState(false);
  const [infoOf, setInfoOf] = useState<WorkSummary | null>(null);
  const [membersOf, setMembersOf] = useState<WorkSummary | null>(null);
  const [deleting, setDeleting] = useState<WorkSummary | null>(null);
  const [exporting, setExporting] = useState<WorkSummary | null>(null);
  const [exportingFile, setExportingFile] = useState<WorkSummary | null>(null);

  const shown = filterWorks(works, filters);
  const changeView = (v: WorksView) => {
    setView(v);
    localStorage.setItem(VIEW_KEY, v);
  };
  const onAction = (work: WorkSummary) => (a: WorkAction) => {
    if (a === 'open') navigate(workHref(work));
    else if (a === 'info') setInfoOf(work);
    else if (a === 'export') setExporting(work);
    else if (a === 'export-file') setExportingFile(work);
    else if (a === 'members') setMembersOf(work);
    else if (a === 'copy') void actions.copy(work);
    else setDeleting(work);
  };

  return (
    <div className="mx-auto max-w-7xl px-6 py-6" data-testid="works-manage">
      <div className="mb-5 flex items-center gap-3">
        <h1 className="text-lg font-semibold text-slate-900">作品管理</h1>
        <span className="text-sm text-slate-400">共 {works.length} 部</span>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={() => setBinOpen(true)} data-testid="works-recycle-bin">
            回收站
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)} data-testid="works-import">
            导入剧本
          </Button>
          <Button onClick={() => setCreating(true)} data-testid="works-create">
            + 新建作品
          </Button>
        </div>
      </div>
      <WorksToolbar filters={filters} onFilters={setFilters} view={view} onView={changeView} />
      <div className="mt-5">
        {isLoading ? (
          <div className="grid h-64 place-items-center">
            <Spinner />
          </div>
        ) : shown.length === 0 ? (
          <div data-testid="works-empty" className="py-24 text-center text-sm text-slate-500">
            {hasFilters(filters) ? (
              '没有符合条件的作品'
            ) : (
              <>
                <p data-testid="works-empty-title" className="font-medium text-slate-700">
                  {empty.title}
                </p>
                {empty.detail && <p className="mx-auto mt-2 max-w-md leading-6">{empty.detail}</p>}
                <Button className="mt-4" onClick={() => setCreating(true)}>
                  新建作品
                </Button>
              </>
            )}
          </div>
        ) : view === 'grid' ? (
          <div
            data-testid="works-grid"
            className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-4"
          >
            {shown.map((w) => (
              <WorkCard key={w.id} work={w} onAction={onAction(w)} />
            ))}
          </div>
        ) : (
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <table data-testid="works-list" className="w-full text-left">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th className="py-2 pl-4 font-medium">作品</th>
                  <th className="font-medium">类型</th>
                  <th className="font-medium">媒介</th>
                  <th className="font-medium">篇幅</th>
                  <th className="font-medium">标签</th>
                  <th className="font-medium">更新时间</th>
                  <th className="pr-3 text-right font-medium">
                    <span className="sr-only">操作</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((w) => (
                  <WorkRow key={w.id} work={w} onAction={onAction(w)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <CreateWorkDialog open={creating} onClose={() => setCreating(false)} />
      {importing && (
        <ImportDialog
          destination={{ kind: 'new' }}
          onClose={() => setImporting(false)}
          onImported={(done) => {
            setImporting(false);
            const first = done.doc_ids[0];
            const work = `${workHref({ id: done.project_id, projectType: 'SCRIPT' })}/script`;
            navigate(first ? `${work}?doc=${encodeURIComponent(first)}` : work);
          }}
        />
      )}
      {binOpen && <RecycleBinDialog onClose={() => setBinOpen(false)} />}
      {infoOf && (
        <WorkInfoDialog
          workId={infoOf.id}
          open
          readOnly={!infoOf.abilities.can_edit_info}
          onClose={() => setInfoOf(null)}
        />
      )}
      {membersOf && (
        <MembersDialog
          workId={membersOf.id}
          workName={membersOf.name}
          open
          onClose={() => setMembersOf(null)}
        />
      )}
      {exporting && (
        <ExportWorkDialog
          workId={exporting.id}
          workName={exporting.name}
          onClose={() => setExporting(null)}
        />
      )}
      {exportingFile && (
        <ExportWorkDialog
          workId={exportingFile.id}
          workName={exportingFile.name}
          onClose={() => setExportingFile(null)}
          chooseFormat
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除作品"
        message={`确定删除《${deleting?.name ?? ''}》吗？删除后可在回收站中恢复。`}
        confirmLabel="删除"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const w = deleting;
          setDeleting(null);
          if (w) void actions.remove(w);
        }}
      />
    </div>
  );
}
