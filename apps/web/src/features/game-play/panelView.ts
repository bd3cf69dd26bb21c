import {
  GamePanelDisplay,
  type TGamePanelDisplay,
  type TGamePanelRow,
  type TGameVariable,
  ZGamePanelItemRow,
} from '@juzuo/schemas';
import type { PlayValue } from './model/types';

/** One row of a panel as the player sees it. */
export interface PanelRowView {
  key: string;
  label: string;
  display: TGamePanelDisplay;
  /** The value as text ("12", "钥匙、地图", "（已删除的变量）"). */
  text: string;
  /** BAR only: how full, 0..1 (null without both bounds). */
  ratio: number | null;
}

/** The board's panels that parse (a half-written entry from a live client is left out). */
export function boardPanels(panels: readonly Record<string, unknown>[]): TGamePanelRow[] {
  return panels.flatMap((p) => {
    const parsed = ZGamePanelItemRow.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A variable's starting value, as the panel shows it before any play. */
export const startValue = (v: TGameVariable): PlayValue => (v.kind === 'numeric' ? v.init_value : []);

/**
 * The rows of a panel for the given values: each names its variable (or its own label), shows the
 * value the way the row asks (a list by default for arrays, a number otherwise), and a bar how full
 * the variable is between its min and max.
 */
export function panelRows(
  panel: TGamePanelRow,
  variables: readonly TGameVariable[],
  readValue: (varId: string) => PlayValue | undefined,
): PanelRowView[] {
  const byId = new Map(variables.map((v) => [v.var_id, v]));
  return panel.items.map((item, i) => {
    const v = byId.get(item.var_id);
    const key = `${i}:${item.var_id}`;
    if (!v) return { key, label: item.label || '（已删除的变量）', display: 'TEXT', text: '—', ratio: null };
    const name = v.kind === 'numeric' ? v.var_name : v.name;
    const display = item.display ?? (v.kind === 'array' ? GamePanelDisplay.LIST : GamePanelDisplay.NUMBER);
    const value = readValue(v.var_id) ?? startValue(v);
    const text = Array.isArray(value) ? (value.length > 0 ? value.join('、') : '（空）') : String(value);
    let ratio: number | null = null;
    if (display === 'BAR' && v.kind === 'numeric' && typeof value === 'number') {
      const { min_value: min, max_value: max } = v;
      if (min !== undefined && max !== undefined && max > min)
        ratio = Math.min(1, Math.max(0, (value - min) / (max - min)));
    }
    return { key, label: item.label || name, display, text, ratio };
  });
}
