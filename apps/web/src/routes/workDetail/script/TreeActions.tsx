/** One small icon action of a tree row. */
export interface TreeAction {
  key: string;
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** The row actions of the document tree, shown on hover and keyboard focus. */
export function TreeActions({ actions, testPrefix }: { actions: TreeAction[]; testPrefix: string }) {
  return (
    <span className="ml-auto flex shrink-0 opacity-0 transition-opacity group-hover/row:opacity-100 group-focus-within/row:opacity-100">
      {actions.map((a) => (
        <button
          key={a.key}
          type="button"
          title={a.label}
          aria-label={a.label}
          disabled={a.disabled}
          onClick={(e) => {
            e.stopPropagation();
            a.onClick();
          }}
          data-testid={`${testPrefix}-${a.key}`}
          className={`grid size-6 place-items-center rounded text-xs disabled:opacity-30 ${
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
