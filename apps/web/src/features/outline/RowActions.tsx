/** One small action of an outline row. */
export interface RowAction {
  key: string;
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** Move and delete buttons of an episode or beat; shown on hover and on keyboard focus. */
export function RowActions({
  actions,
  testPrefix,
  group,
}: {
  actions: RowAction[];
  testPrefix: string;
  group: 'episode' | 'beat';
}) {
  const shown =
    group === 'episode'
      ? 'group-hover/episode:opacity-100 group-focus-within/episode:opacity-100'
      : 'group-hover/beat:opacity-100 group-focus-within/beat:opacity-100';
  return (
    <span className={`flex shrink-0 opacity-0 transition-opacity ${shown}`}>
      {actions.map((a) => (
        <button
          key={a.key}
          type="button"
          title={a.label}
          aria-label={a.label}
          disabled={a.disabled}
          onClick={a.onClick}
          data-testid={`${testPrefix}-${a.key}`}
          className={`grid size-6 place-items-center rounded text-xs focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-30 ${
            a.danger
              ? 'text-slate-400 hover:bg-rose-50 hover:text-rose-600'
              : 'text-slate-400 hover:bg-slate-200 hover:text-slate-700'
          }`}
        >
          {a.icon}
        </button>
      ))}
    </span>
  );
}

/** The drag handle of a sortable row (pointer, or keyboard: focus, space, arrows, space). */
export function DragHandle({
  label,
  testId,
  bind,
}: {
  label: string;
  testId: string;
  bind: Record<string, unknown>;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-label={`拖动排序：${label}`}
      title="拖动排序（也可聚焦后按空格，用方向键移动，再按空格放下）"
      className="mt-0.5 cursor-grab touch-none rounded px-1 text-slate-300 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing"
      {...bind}
    >
      ⠿
    </button>
  );
}
