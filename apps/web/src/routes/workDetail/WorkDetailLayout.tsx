import { WorkPermissionLabel } from '@juzuo/schemas';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { SideNavShell, SuspenseOutlet } from '../../components/SideNavShell';
import { Tooltip } from '../../components/Tooltip';
import { NotFoundPage } from '../NotFoundPage';
import { PROJECT_TYPE_LABEL, parseProjectType, WORK_CHILDREN } from './children';
import { useWorkAccess } from './useWorkAccess';

/** /workDetail/{workId}/{projectType}: the work shell with the children of its project kind. */
export function WorkDetailLayout() {
  const { workId, projectType } = useParams();
  const type = parseProjectType(projectType);
  const access = useWorkAccess(workId);
  if (!type) return <NotFoundPage />;
  const base = `/workDetail/${workId}/${projectType}`;
  return (
    <SideNavShell
      section={access.workName ?? `${PROJECT_TYPE_LABEL[type]}作品`}
      nav={
        <nav
          aria-label="作品导航"
          className="flex w-52 shrink-0 flex-col gap-1 border-r border-slate-200 bg-white p-3"
        >
          {WORK_CHILDREN[type].map((child) => {
            if (child.permission && !access.has(child.permission)) {
              return (
                <Tooltip
                  key={child.path}
                  text={`需要「${WorkPermissionLabel[child.permission]}」作品权限`}
                  placement="right"
                >
                  {(id) => (
                    <button
                      type="button"
                      aria-disabled="true"
                      aria-describedby={id}
                      className="flex h-10 w-full cursor-not-allowed items-center rounded-lg px-3 text-sm text-slate-300"
                    >
                      {child.label}
                    </button>
                  )}
                </Tooltip>
              );
            }
            return (
              <NavLink
                key={child.path}
                to={`${base}/${child.path}`}
                data-testid={`work-nav-${child.path}`}
                className={({ isActive }) =>
                  `flex h-10 items-center rounded-lg px-3 text-sm ${isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`
                }
              >
                {child.label}
              </NavLink>
            );
          })}
        </nav>
      }
    >
      <SuspenseOutlet />
    </SideNavShell>
  );
}

/** The work's first child is its landing page. */
export function WorkDetailIndex() {
  const { projectType } = useParams();
  const type = parseProjectType(projectType);
  const first = type ? WORK_CHILDREN[type][0] : undefined;
  if (!first) return null;
  return <Navigate to={first.path} replace />;
}
