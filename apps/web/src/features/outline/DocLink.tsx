import type { TDocItem } from '@juzuo/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';

/** Props of the document link of an outline node. */
export interface DocLinkProps {
  workId: string;
  /** The linked document id ('' when none). */
  docId: string;
  /** The work's documents; undefined while loading. */
  docs: readonly TDocItem[] | undefined;
  editable: boolean;
  /** 集 or 章, for the button texts. */
  unit: string;
  onLink: (docId: string) => void;
  /** Creates the episode document (named after the node) and links it. */
  onCreate: () => Promise<void>;
  /** Classes of the 关联 button while nothing is linked (beats show it on hover only). */
  idleClassName?: string;
}

/**
 * The episode document an outline node stands for: a link that opens it on the script page, or, for
 * editors, a way to pick an existing document or create a new one.
 */
export function DocLink({
  workId,
  docId,
  docs,
  editable,
  unit,
  onLink,
  onCreate,
  idleClassName = '',
}: DocLinkProps) {
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const linked = docId ? docs?.find((d) => d.doc_id === docId) : undefined;
  const small = 'h-6 rounded px-1.5 text-xs focus-visible:outline-2 focus-visible:outline-brand-500';

  if (docId && (linked || !docs)) {
    return (
      <span className="flex min-w-0 items-center gap-0.5">
        <Link
          to={`/workDetail/${workId}/SCRIPT/script?doc=${docId}`}
          data-testid="outline-doc-open"
          title="在剧本中打开"
          className={`${small} flex min-w-0 items-center gap-1 text-brand-600 hover:bg-brand-50`}
        >
          <span className="max-w-40 truncate">{linked?.doc_name ?? '打开文档'}</span>
          <span aria-hidden="true">↗</span>
        </Link>
        {editable && (
          <button
            type="button"
            data-testid="outline-doc-unlink"
            aria-label="取消关联文档"
            title="取消关联（文档本身保留）"
            onClick={() => onLink('')}
            className={`${small} text-slate-300 hover:bg-slate-100 hover:text-slate-600`}
          >
            ×
          </button>
        )}
      </span>
    );
  }
  const gone = docId ? (
    <span data-testid="outline-doc-gone" className="text-xs text-slate-400">
      关联的文档已删除
    </span>
  ) : null;
  if (!editable) return gone;
  if (picking) {
    const create = async () => {
      setBusy(true);
      setFailed(false);
      try {
        await onCreate();
        setPicking(false);
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    };
    return (
      <span className="flex flex-wrap items-center gap-1">
        <select
          aria-label="选择要关联的文档"
          data-testid="outline-doc-select"
          value=""
          onChange={(e) => {
            if (!e.target.value) return;
            onLink(e.target.value);
            setPicking(false);
          }}
          className="h-6 max-w-44 rounded border border-slate-200 bg-white px-1 text-xs text-slate-700"
        >
          <option value="">{docs?.length ? '关联已有文档…' : '还没有文档'}</option>
          {(docs ?? []).map((d) => (
            <option key={d.doc_id} value={d.doc_id}>
              {d.doc_name}
            </option>
          ))}
        </select>
        <button
          type="button"
          data-testid="outline-doc-create"
          disabled={busy}
          onClick={() => void create()}
          className={`${small} text-brand-600 hover:bg-brand-50 disabled:text-slate-300`}
        >
          {busy ? '创建中…' : `新建本${unit}文档`}
        </button>
        <button
          type="button"
          onClick={() => setPicking(false)}
          className={`${small} text-slate-400 hover:bg-slate-100`}
        >
          取消
        </button>
        {failed && (
          <span role="alert" className="text-xs text-rose-600">
            新建文档失败，请稍后重试
          </span>
        )}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1">
      {gone}
      <button
        type="button"
        data-testid="outline-doc-link"
        onClick={() => setPicking(true)}
        className={`${small} text-slate-400 hover:bg-slate-100 hover:text-slate-700 ${idleClassName}`}
      >
        ＋ 关联{unit}文档
      </button>
    </span>
  );
}
