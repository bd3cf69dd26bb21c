import { WorkPermissionLabel } from '@juzuo/schemas';
import { useState } from 'react';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { DisabledWithReason } from '../../components/DisabledWithReason';
import { SideNavShell, SuspenseOutlet } from '../../components/SideNavShell';
import { ExportWorkDialog } from '../../features/jobs/ExportWorkDialog';
import { MembersDialog } from '../../features/works/MembersDialog';
import { WorkInfoDialog } from '../../features/works/WorkInfoDialog';
import { MANAGE_REASON } from '../../features/works/WorkMenu';
import { useTagGate } from '../../lib/tagGate';
import { NotFoundPage } from '../NotFoundPage';
import { childAccess, PROJECT_TYPE_LABEL, parseProjectType, WORK_CHILDREN, type WorkChild } from './children';
import { useWorkAccess, useWorkTitle, type WorkAccess } from './useWorkAccess';

const ITEM = 'flex h-10 w-full items-center rounded-lg px-3 text-sm';

/** /workDetail/{workId}/{projectType}: the work shell with the children of its project kind. */
export function WorkDetailLayout() {
  const { workId, projectType } = useParams();
  const type = parseProjectType(projectType);
  const access = useWorkAccess(workId);
  const [dialog, setDialog] = useState<'info' | 'members' | 'export' | null>(null);
  useWorkTitle(access.workName);
  if (!type || !workId) return <NotFoundPage />;
  const base = `/workDetail/${workId}/${projectType}`;
  const abilities = access.abilities;
  return (
    <SideNavShell
      section={access.workName ?? `${PROJECT_TYPE_LABEL[type]}作品`}
      nav={
        <nav
          aria-label="作品导航"
          data-testid="work-nav"
          className="flex w-52 shrink-0 flex-col gap-1 border-r border-slate-200 bg-white p-3"
        >
          <div className="mb-2 border-b border-slate-100 px-1 pb-3">
            <p data-testid="work-shell-name" className="truncate text-sm font-semibold text-slate-900">
              {access.workName ?? '…'}
            </p>
            <p className="text-xs text-slate-400">{PROJECT_TYPE_LABEL[type]}</p>
            <div className="mt-2 flex gap-3 text-xs">
              <ShellButton
                label="作品信息"
                testId="work-shell-info"
                enabled={!!access.work}
                onClick={() => setDialog('info')}
              />
              <ShellButton
                label="导出"
                testId="work-shell-export"
                enabled={!!access.work}
                onClick={() => setDialog('export')}
              />
              {abilities?.can_manage_members || !access.work ? (
                <ShellButton
                  label="成员管理"
                  testId="work-shell-members"
                  enabled={!!access.work}
                  onClick={() => setDialog('members')}
                />
              ) : (
                <DisabledWithReason
                  reason={MANAGE_REASON}
                  placement="bottom"
                  testId="work-shell-members"
                  buttonClassName="cursor-not-allowed text-slate-300"
                >
                  成员管理
                </DisabledWithReason>
              )}
            </div>
          </div>
          {WORK_CHILDREN[type].map((child) => (
            <ChildLink key={child.path} child={child} base={base} access={access} />
          ))}
        </nav>
      }
    >
      <SuspenseOutlet />
      {dialog === 'info' && (
        <WorkInfoDialog
          workId={workId}
          open
          readOnly={!abilities?.can_edit_info}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'export' && (
        <ExportWorkDialog workId={workId} workName={access.workName ?? ''} onClose={() => setDialog(null)} />
      )}
      {dialog === 'members' && (
        <MembersDialog
          workId={workId}
          workName={access.workName ?? ''}
          open
          onClose={() => setDialog(null)}
        />
      )}
    </SideNavShell>
  );
}

/** A text action in the shell header; disabled until the work loads. */
function ShellButton({
  label,
  testId,
  enabled,
  onClick,
}: {
  label: string;
  testId: string;
  enabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={onClick}
      data-testid={testId}
      className="text-brand-600 hover:underline disabled:text-slate-300"
    >
      {label}
    </button>
  );
}

/**
 * One child in the work menu. Without the permission (or the special tag, for AI评估) it stays visible
 * but disabled, with a tooltip naming what is missing (spec 01 section 6). Until the work loads every
 * child shows enabled.
 */
function ChildLink({ child, base, access }: { child: WorkChild; base: string; access: WorkAccess }) {
  const mode = access.abilities ? childAccess(child, access.abilities) : 'write';
  const tagReason = useTagGate()(`${base}/${child.path}`);
  const reason =
    !mode && child.permission ? `需要「${WorkPermissionLabel[child.permission]}」作品权限` : tagReason;
  if (reason) {
    return (
      <DisabledWithReason
        reason={reason}
        placement="right"
        className="w-full"
        testId={`work-nav-${child.path}`}
        buttonClassName={`${ITEM} cursor-not-allowed text-slate-300`}
      >
        {child.label}
      </DisabledWithReason>
    );
  }
  return (
    <NavLink
      to={`${base}/${child.path}`}
      data-testid={`work-nav-${child.path}`}
      className={({ isActive }) =>
        `${ITEM} ${isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`
      }
    >
      {child.label}
      {mode === 'read' && <span className="ml-auto text-[11px] text-slate-400">只读</span>}
    </NavLink>
  );
}

/** The work's landing page: its first child the member may open (the first child otherwise). */
export function WorkDetailIndex() {
  const { workId, projectType } = useParams();
  const type = parseProjectType(projectType);
  const access = useWorkAccess(workId);
  if (!type) return null;
  const children = WORK_CHILDREN[type];
  const { abilities } = access;
  if (!abilities) return null;
  const first = children.find((c) => childAccess(c, abilities)) ?? children[0];
  if (!first) return null;
  return <Navigate to={first.path} replace />;
}
