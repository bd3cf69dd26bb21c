import { formatDateTime, type THistoryItem } from '@juzuo/schemas';
import { Spinner } from '../../../components/Spinner';
import { diffStats, diffTexts } from './textDiff';
import { useHistoryDetail } from './useHistory';
import { DiffView, VersionText } from './VersionText';

/** Props of VersionPane. */
export interface VersionPaneProps {
  versions: readonly THistoryItem[];
  previewId: string | null;
  /** Up to two picked versions. */
  compare: readonly string[];
}

const CARD = 'rounded-xl bg-white shadow-sm ring-1 ring-slate-200';

/** The right side: the diff of two picked versions, else the preview of one, else a hint. */
export function VersionPane({ versions, previewId, compare }: VersionPaneProps) {
  if (compare.length === 2) return <Compare versions={versions} ids={compare} />;
  const version = versions.find((v) => v.history_id === previewId);
  if (version) return <Preview version={version} />;
  return (
    <p className="mt-24 text-center text-sm text-slate-400">
      {compare.length === 1 ? '再勾选一个版本即可对比' : '选择一个版本预览，或勾选两个版本对比差异'}
    </p>
  );
}

function Preview({ version }: { version: THistoryItem }) {
  const { data, isLoading } = useHistoryDetail(version.history_id);
  return (
    <section aria-label="版本预览" data-testid="history-preview" className={CARD}>
      <header className="border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">{version.name}</h2>
        <p className="text-xs text-slate-500">
          {formatDateTime(version.create_time)} · {version.char_count} 字
        </p>
      </header>
      {isLoading || !data ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : (
        <VersionText text={data.text} />
      )}
    </section>
  );
}

function Compare({ versions, ids }: { versions: readonly THistoryItem[]; ids: readonly string[] }) {
  // Older on the left of the arrow: the diff reads as "what changed since".
  const picked = ids
    .map((id) => versions.find((v) => v.history_id === id))
    .filter((v): v is THistoryItem => v !== undefined)
    .sort((a, b) => a.create_time - b.create_time || Number(a.history_id) - Number(b.history_id));
  const [older, newer] = picked;
  const before = useHistoryDetail(older?.history_id ?? null);
  const after = useHistoryDetail(newer?.history_id ?? null);
  if (!older || !newer) return null;
  const ready = before.data && after.data;
  const lines = ready ? diffTexts(before.data?.text ?? '', after.data?.text ?? '') : [];
  const stats = diffStats(lines);
  return (
    <section aria-label="版本对比" className={CARD}>
      <header className="border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">
          「{older.name}」→「{newer.name}」
        </h2>
        <p className="text-xs text-slate-500" data-testid="history-diff-stats">
          {formatDateTime(older.create_time)} → {formatDateTime(newer.create_time)} · 新增 {stats.added}{' '}
          字，删除 {stats.removed} 字
        </p>
      </header>
      {!ready ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : stats.added + stats.removed === 0 ? (
        <p className="py-10 text-center text-sm text-slate-400">两个版本内容相同</p>
      ) : (
        <DiffView lines={lines} />
      )}
    </section>
  );
}
