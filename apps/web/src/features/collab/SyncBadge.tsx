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

/** The always-visible sync state: 已同步 / 仅保存在本地 / 离线, or 只读 · 已同步 / 只读 · 离线. */
export function SyncBadge({ state, readOnly = false }: { state: SyncState; readOnly?: boolean }) {
  return (
    <span
      data-testid="sync-state"
      data-state={state}
      title={readOnly ? READER_TIP[state] : TIP[state]}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs ring-1 ${TONE[state]}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {readOnly && (
        <>
          <span data-testid="read-only">只读</span>
          <span aria-hidden>·</span>
        </>
      )}
      {SYNC_LABEL[state]}
    </span>
  );
}
