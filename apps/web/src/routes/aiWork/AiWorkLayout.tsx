import { NavLink } from 'react-router-dom';
import { SideNavShell, SuspenseOutlet } from '../../components/SideNavShell';
import { AI_DRAW_MODES, AI_WORK_GROUPS } from './menu';

const LINK = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`;

/** /aiWork: AI creation area (opened in its own tab from the workbench). */
export function AiWorkLayout() {
  return (
    <SideNavShell
      section="AI创作"
      nav={
        <nav
          aria-label="AI创作导航"
          className="w-56 shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-3"
        >
          <p className="px-3 pt-1 pb-1.5 text-xs font-medium text-slate-400">AI绘图</p>
          {AI_DRAW_MODES.filter((m) => !m.hidden).map((m) => (
            <NavLink
              key={m.path}
              to={`/aiWork/aiDraw/${m.path}`}
              className={LINK}
              data-testid={`ai-nav-${m.path}`}
            >
              {m.label}
            </NavLink>
          ))}
          {AI_WORK_GROUPS.map((g) => (
            <div key={g.label} className="mt-3">
              <p className="px-3 pt-1 pb-1.5 text-xs font-medium text-slate-400">{g.label}</p>
              {g.pages
                .filter((p) => !p.hidden)
                .map((p) => (
                  <NavLink key={p.path} to={`/aiWork/${p.path}`} className={LINK}>
                    {p.label}
                  </NavLink>
                ))}
            </div>
          ))}
        </nav>
      }
    >
      <SuspenseOutlet />
    </SideNavShell>
  );
}
