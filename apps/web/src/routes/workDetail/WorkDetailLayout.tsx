import { WorkPermissionLabel } from '@juzuo/schemas';
import { useState } from 'react';
import { NavLink, useLocation, useParams } from 'react-router-dom';
import { DisabledWithReason } from '../../components/DisabledWithReason';
import { LandingRedirect } from '../../components/LandingRedirect';
import { focusSoon, PaneToggle } from '../../components/PaneToggle';
import { SideNavShell, SuspenseOutlet } from '../../components/SideNavShell';
import { Spinner } from '../../components/Spinner';
import { ExportWorkDialog } from '../../features/jobs/ExportWorkDialog';
import { MembersDialog } from '../../features/works/MembersDialog';
import { WorkInfoDialog } from '../../features/works/WorkInfoDialog';
import { MANAGE_REASON } from '../../features/works/WorkMenu';
import { useTagGate } from '../../lib/tagGate';
import { usePane } from '../../stores/panes';
import { NotFoundPage } from '../NotFoundPage';
import {
  childAccess,
  childLabel,
  decideWorkPath,
  landingChild,
  parseProjectType,
  WORK_CHILDREN,
  type WorkChild,
  workKindLabel,
} from './children';
import { useWorkAccess, useWorkTitle, type WorkAccess } from './useWorkAccess';

const ITEM = 'flex h-10 w-full items-center rounded-lg px-3 text-sm';
// The folded menu: a narrow rail of short labels (the full name is the tooltip).
const RAIL_ITEM =
  'flex min-h-10 w-full items-center justify-center rounded-lg px-0.5 py-1.5 text-center text-[11px] leading-tight';

/** /workDetail/{workId}/{projectType}: the work shell with the children of its project kind. */
export function WorkDetailLayout() {
  const { workId, projectType } = useParams();
  const type = parseProjectType(projectType);
  const access = useWorkAccess(workId);
  const [dialog, setDialog] = useState<'info' | 'members' | 'export' | 'export-file' | null>(null);
  const [navOpen, toggleNav] = usePane('workNav');
  useWorkTitle(access.workName);
  const { pathname, search } = useLocation();
  // A URL under another kind moves to the work's real kind once the work is known.
  const path = decideWorkPath({
    workId: workId ?? '',
    urlType: projectType,
    rest: pathname.split('/').slice(4).join('/'),
    search,
    realType: parseProjectType(access.work?.project_type) ?? undefined,
  });
  if (path.type === 'redirect') return <LandingRedirect to={path.to} />;
  if (path.type === 'wait' && workId) return <Spinner className="m-auto mt-24 size-7" />;
  if (!type || !workId) return <NotFoundPage />;
  const kind = workKindLabel(type, access.mediaType);
  const base = `/workDetail/${workId}/${projectType}`;
  const abilities = access.abilities;
  return (
    <SideNavShell
      section={access.workName ?? `${kind}作品`}
      nav={
        <nav
          id="work-nav"
          aria-label="作品导航"
          data-testid="work-nav"
          data-open={navOpen}
          className={`flex shrink-0 flex-col gap-1 border-r border-slate-200 bg-white ${navOpen ? 'w-52 p-3' : 'w-14 items-center px-1.5 py-3'}`}
        >
          {!navOpen && (
            <PaneToggle
              open={false}
              onToggle={() => {
                toggleNav(true);
                focusSoon('work-nav-fold');
              }}
              name="作品菜单"
              controls="work-nav"
              id="work-nav-unfold"
              testId="toggle-work-nav"
              className="mb-2"
            />
          )}
          <div className={navOpen ? 'mb-2 border-b border-slate-100 px-1 pb-3' : 'hidden'}>
            <div className="flex items-start gap-1">
              <div className="min-w-0 flex-1">
                <p data-testid="work-shell-name" className="truncate text-sm font-semibold text-slate-900">
                  {access.workName ?? '…'}
                </p>
                <p data-testid="work-shell-kind" className="text-xs text-slate-400">
                  {kind}
                </p>
              </div>
              {navOpen && (
                <PaneToggle
                  open
                  onToggle={() => {
                    toggleNav(false);
                    focusSoon('work-nav-unfold');
                  }}
                  name="作品菜单"
                  controls="work-nav"
                  id="work-nav-fold"
                  testId="toggle-work-nav"
                  className="-mt-1 -mr-1"
                />
              )}
            </div>
            <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap text-xs">
              <ShellButton
                label="作品信息"
                testId="work-shell-info"
                enabled={!!access.work}
                onClick={() => setDialog('info')}
              />
              <ShellButton
                label="导出剧本"
                title="整部作品导出为一个 Word、PDF、Fountain、FDX 或纯文本文件"
                testId="work-shell-export-file"
                enabled={!!access.work}
                onClick={() => setDialog('export-file')}
              />
              <ShellButton
                label="导出归档"
                title="每篇文档的纯文本与 HTML，打包为 zip"
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
            <ChildLink key={child.path} child={child} base={base} access={access} compact={!navOpen} />
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
      {dialog === 'export-file' && (
        <ExportWorkDialog
          workId={workId}
          workName={access.workName ?? ''}
          onClose={() => setDialog(null)}
          chooseFormat
        />
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
  title,
  testId,
  enabled,
  onClick,
}: {
  label: string;
  title?: string;
  testId: string;
  enabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      title={title}
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
function ChildLink({
  child,
  base,
  access,
  compact,
}: {
  child: WorkChild;
  base: string;
  access: WorkAccess;
  /** Shown in the folded rail. */
  compact: boolean;
}) {
  const mode = access.abilities ? childAccess(child, access.abilities) : 'write';
  const tagReason = useTagGate()(`${base}/${child.path}`);
  const reason =
    !mode && child.permission ? `需要「${WorkPermissionLabel[child.permission]}」作品权限` : tagReason;
  const item = compact ? RAIL_ITEM : ITEM;
  if (reason) {
    return (
      <DisabledWithReason
        reason={reason}
        placement="right"
        className="w-full"
        testId={`work-nav-${child.path}`}
        buttonClassName={`${item} cursor-not-allowed text-slate-300`}
      >
        {childLabel(child, access.mediaType)}
      </DisabledWithReason>
    );
  }
  return (
    <NavLink
      to={`${base}/${child.path}`}
      data-testid={`work-nav-${child.path}`}
      title={compact ? childLabel(child, access.mediaType) : undefined}
      className={({ isActive }) =>
        `${item} ${isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`
      }
    >
      {childLabel(child, access.mediaType)}
      {mode === 'read' && !compact && <span className="ml-auto text-[11px] text-slate-400">只读</span>}
    </NavLink>
  );
}

/** The work's landing page: its first child the member may open (the first child otherwise). */
export function WorkDetailIndex() {
  const { workId, projectType } = useParams();
  const type = parseProjectType(projectType);
  const access = useWorkAccess(workId);
  if (!type) return null;
  const { abilities } = access;
  if (!abilities) return null;
  const first = landingChild(type, abilities);
  if (!first) return null;
  return <LandingRedirect to={first.path} />;
}
