import { NavLink, useLocation } from 'react-router-dom';
import { DisabledWithReason } from '../../components/DisabledWithReason';
import { NoPermission } from '../../components/NoPermission';
import { SideNavShell, SuspenseOutlet } from '../../components/SideNavShell';
import { TAG_GATE_TITLE, tagGateDetail, useTagGate } from '../../lib/tagGate';
import { AI_DRAW_MODES, AI_WORK_GROUPS } from './menu';

const LINK = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`;

/**
 * /aiWork: AI creation area (opened in its own tab from the workbench). Pages a special tag opens
 * (ComfyUI, 模型上传, LoRA训练, 批量字幕) stay in the menu, disabled with the reason, for users without it.
 */
export function AiWorkLayout() {
  const tagGate = useTagGate();
  const pageReason = tagGate(useLocation().pathname);
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
                .map((p) => {
                  const reason = tagGate(`/aiWork/${p.path}`);
                  const testId = `ai-nav-${p.path.replaceAll('/', '-')}`;
                  return reason ? (
                    <DisabledWithReason
                      key={p.path}
                      reason={reason}
                      placement="right"
                      className="w-full"
                      testId={testId}
                      buttonClassName="block w-full cursor-not-allowed rounded-md px-3 py-1.5 text-left text-sm text-slate-300"
                    >
                      {p.label}
                    </DisabledWithReason>
                  ) : (
                    <NavLink key={p.path} to={`/aiWork/${p.path}`} className={LINK} data-testid={testId}>
                      {p.label}
                    </NavLink>
                  );
                })}
            </div>
          ))}
        </nav>
      }
    >
      {pageReason ? (
        <NoPermission title={TAG_GATE_TITLE} detail={tagGateDetail(pageReason)} />
      ) : (
        <SuspenseOutlet />
      )}
    </SideNavShell>
  );
}
