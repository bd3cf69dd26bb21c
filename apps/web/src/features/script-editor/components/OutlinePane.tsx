import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { SceneEntry } from '../logic/scenes';

/** A row's height before it is measured (`text-sm` with the CJK font here, plus `py-1`); fonts change it. */
const ROW_ESTIMATE_PX = 29;
/** Space between rows (Tailwind `gap-0.5`), which the virtualizer adds itself. */
const ROW_GAP_PX = 2;
/** Rows drawn beyond each edge of the view, so Tab and Shift+Tab always find the next scene. */
const OVERSCAN_ROWS = 8;

/**
 * Scene list of the script; a click jumps the editor to that heading. Memoised: it re-renders only
 * when the scenes change. Only the scenes near the list's own view are in the DOM: the whole pane
 * is re-recorded in paint on every keystroke in the editor (it shares the page's root stacking
 * context with the typed line), so its cost grows with the rows drawn, not with the script
 * (docs/decisions.md, issue 11, H1, session 18). The list scrolls itself, heading included.
 */
export const OutlinePane = memo(function OutlinePane({
  scenes,
  onJump,
}: {
  scenes: SceneEntry[];
  onJump: (scene: SceneEntry) => void;
}) {
  const scroller = useRef<HTMLElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The rows start below the heading: the virtualizer counts scroll offsets from there.
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    setListTop(list.current?.offsetTop ?? 0);
  });
  const rows = useVirtualizer({
    count: scenes.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: ROW_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey: (i) => `${scenes[i]?.line}-${scenes[i]?.number}`,
  });
  const drawn = rows.getVirtualItems();
  // A focused row scrolled out of the window leaves the DOM, which would drop the focus to the page;
  // the list takes it then, so Tab goes on from the rows in view. Read before React changes the rows.
  const rowFocused = isRowFocused(scroller.current);
  useLayoutEffect(() => {
    const nav = scroller.current;
    if (rowFocused && nav && !nav.contains(document.activeElement)) nav.focus({ preventScroll: true });
  });
  // Rows stay in normal flow between two paddings (not translated): a transform would make every
  // row its own stacking context, which costs layerization on each keystroke instead of paint.
  const first = drawn[0];
  const last = drawn[drawn.length - 1];
  const before = first ? first.start - listTop : 0;
  const after = last ? rows.getTotalSize() - (last.end - listTop) : 0;

  return (
    <nav
      ref={scroller}
      tabIndex={-1}
      data-testid="scene-outline"
      aria-label="场景大纲"
      className="relative h-full overflow-y-auto p-2 text-sm focus:outline-none"
    >
      <h2 className="mb-1.5 px-2 text-xs font-semibold text-slate-500">场景（{scenes.length}）</h2>
      {scenes.length === 0 && (
        <p className="px-2 text-xs text-slate-400">按 Tab 把一行设为“场景”，这里会列出全部场景。</p>
      )}
      <div ref={list} className="flex flex-col gap-0.5" style={{ paddingTop: before, paddingBottom: after }}>
        {drawn.map((row) => {
          const s = scenes[row.index];
          if (!s) return null;
          return (
            <button
              key={row.key}
              ref={rows.measureElement}
              data-index={row.index}
              type="button"
              data-testid="outline-scene"
              onClick={() => onJump(s)}
              className="truncate rounded px-2 py-1 text-left hover:bg-slate-100"
              title={`${s.number} ${s.title}`}
            >
              <span className="mr-1.5 font-mono text-xs text-slate-500">{s.number}</span>
              {s.title || '（未命名场景）'}
            </button>
          );
        })}
      </div>
    </nav>
  );
});

/** Whether the focus is on a row inside `nav` (not on the list itself). */
function isRowFocused(nav: HTMLElement | null): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return nav !== null && active !== nav && nav.contains(active);
}
