/** Props of PaneToggle. */
export interface PaneToggleProps {
  /** Whether the pane is open now. */
  open: boolean;
  onToggle: () => void;
  /** What the pane is, e.g. 目录 (the label says 收起目录 / 展开目录). */
  name: string;
  /** Which side the pane sits on: the arrow points the way it will move. */
  side?: 'left' | 'right';
  /** Id of the pane element (aria-controls). */
  controls?: string;
  /** Id of the button itself (focus moves to it when the pane folds or opens). */
  id?: string;
  testId?: string;
  /** Show the pane's name beside the icon. */
  showName?: boolean;
  className?: string;
}

/** The button that folds or unfolds a side pane of the work page (keyboard reachable, labelled). */
export function PaneToggle({
  open,
  onToggle,
  name,
  side = 'left',
  controls,
  id,
  testId,
  showName = false,
  className = '',
}: PaneToggleProps) {
  const label = `${open ? '收起' : '展开'}${name}`;
  // A panel icon with a chevron: pointing into the pane closes it, out of it opens it.
  const pointsLeft = side === 'left' ? open : !open;
  return (
    <button
      type="button"
      id={id}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={showName ? undefined : label}
      title={label}
      data-testid={testId}
      className={`inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-1.5 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${className}`}
    >
      <svg viewBox="0 0 20 20" className="size-[18px]" fill="none" stroke="currentColor" aria-hidden="true">
        <rect x="2.75" y="3.75" width="14.5" height="12.5" rx="2" strokeWidth="1.5" />
        <path d={side === 'left' ? 'M7.5 4v12' : 'M12.5 4v12'} strokeWidth="1.5" />
        <path
          d={
            side === 'left'
              ? pointsLeft
                ? 'M13 8l-2 2 2 2'
                : 'M11 8l2 2-2 2'
              : pointsLeft
                ? 'M9 8l-2 2 2 2'
                : 'M7 8l2 2-2 2'
          }
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showName && <span>{label}</span>}
    </button>
  );
}

/**
 * Moves keyboard focus to the element with this id once React has drawn it: folding a pane removes
 * the button that had focus, and focus must land on the button that opens it again (and back).
 */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
