import { useLayoutEffect, useRef } from 'react';
import { followSyncState } from './syncDisplay';
import type { SyncSource } from './syncSource';
import { SYNC_LABEL, type SyncState } from './syncState';

const TONE: Record<SyncState, string> = {
  synced: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  local: 'bg-amber-50 text-amber-700 ring-amber-200',
  offline: 'bg-slate-100 text-slate-600 ring-slate-300',
};
const TIP: Record<SyncState, string> = {
  synced: '所有修改已保存到服务器',
  local: '修改已保存在本浏览器，联网后自动同步',
  offline: '未连接协同服务，联网后自动同步',
};

const READER_TIP: Record<SyncState, string> = {
  synced: '只读：你看到的是最新内容',
  local: '只读',
  offline: '只读：未连接协同服务，联网后显示最新内容',
};

const SHAPE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs ring-1';

/**
 * The always-visible sync state: 已同步 / 仅保存在本地 / 离线, or 只读 · 已同步 / 只读 · 离线. Given a
 * SyncSource (useYDocument's), it follows it by writing its own attributes and label: the state
 * changes with every keystroke, and React must not commit then (see SyncSource); an online edit shows
 * as 仅保存在本地 only when its acknowledgement is late (followSyncState).
 */
export function SyncBadge({
  state,
  readOnly = false,
}: {
  state: SyncState | SyncSource;
  readOnly?: boolean;
}) {
  const badge = useRef<HTMLSpanElement>(null);
  const label = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const show = (shown: SyncState) => {
      const element = badge.current;
      if (!element || !label.current) return;
      element.dataset.state = shown;
      element.title = readOnly ? READER_TIP[shown] : TIP[shown];
      element.className = `${SHAPE} ${TONE[shown]}`;
      label.current.textContent = SYNC_LABEL[shown];
    };
    if (typeof state === 'string') return show(state);
    const display = followSyncState(show, state.get);
    display.follow(state.get());
    const unsubscribe = state.subscribe(display.follow);
    return () => {
      unsubscribe();
      display.cancel();
    };
  }, [state, readOnly]);
  // Only the static shell is React's: the attributes and label above are never rendered by it.
  return (
    <span ref={badge} data-testid="sync-state" className={SHAPE}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {readOnly && (
        <>
          <span data-testid="read-only">只读</span>
          <span aria-hidden>·</span>
        </>
      )}
      <span ref={label} />
    </span>
  );
}
