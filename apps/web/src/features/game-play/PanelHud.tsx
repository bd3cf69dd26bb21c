import type { TGamePanelRow, TGameVariable } from '@juzuo/schemas';
import type { PlayValue } from './model/types';
import { panelRows } from './panelView';

/** One control panel as the player sees it while playing (HUD): its variables as numbers, bars or lists. */
export function PanelHud({
  panel,
  variables,
  readValue,
}: {
  panel: TGamePanelRow;
  variables: readonly TGameVariable[];
  readValue: (varId: string) => PlayValue | undefined;
}) {
  const rows = panelRows(panel, variables, readValue);
  return (
    <section
      data-testid="panel-hud"
      data-panel-id={panel.panel_id}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <h3 className="text-xs font-semibold text-slate-700">{panel.panel_name}</h3>
      {rows.length === 0 && <p className="mt-2 text-xs text-slate-400">面板中还没有变量</p>}
      <dl className="mt-2 space-y-1.5">
        {rows.map((r) => (
          <div key={r.key} data-testid="panel-hud-row" className="text-xs">
            <div className="flex items-baseline justify-between gap-2">
              <dt className="truncate text-slate-500">{r.label}</dt>
              <dd className="shrink-0 font-medium text-slate-800 tabular-nums">{r.text}</dd>
            </div>
            {r.display === 'BAR' && (
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
                <div
                  className="h-full rounded-full bg-rose-400"
                  style={{ width: `${Math.round((r.ratio ?? 0) * 100)}%` }}
                />
              </div>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
