import { useAdminAuditLog } from '@juzuo/api-client/react';
import {
  AdminActionLabel,
  formatDateTime,
  SPECIAL_TAG_KEYS,
  SpecialTagLabel,
  type TAuditEntry,
  type TSpecialTagKey,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { Pager } from './Pager';

const PAGE_SIZE = 20;

type Values = Record<string, unknown>;
const asValues = (v: unknown): Values => (v && typeof v === 'object' ? (v as Values) : {});

/** What changed, in Chinese: "AI评估 0→1、ComfyUI工作流 1→0" or "审核 待审核→已通过". */
function changeText(e: TAuditEntry): string {
  const before = asValues(e.before);
  const after = asValues(e.after);
  if (e.action === 'special_tags') {
    return (
      SPECIAL_TAG_KEYS.filter((k) => before[k] !== after[k])
        .map(
          (k: TSpecialTagKey) => `${SpecialTagLabel[k]} ${String(before[k] ?? 0)}→${String(after[k] ?? 0)}`,
        )
        .join('、') || '—'
    );
  }
  const state = (v: unknown) => (v === 1 ? '已通过' : '待审核');
  return `审核 ${state(before.approved)}→${state(after.approved)}`;
}

/** Every operator change, newest first: who, what, to whom, before and after, when. */
export function AuditPanel() {
  const [pageIndex, setPageIndex] = useState(1);
  const { data } = useAdminAuditLog({ page_index: pageIndex, page_size: PAGE_SIZE });
  if (!data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return (
    <section className="rounded-xl bg-white ring-1 ring-slate-200">
      {data.list.length === 0 ? (
        <p data-testid="admin-audit-empty" className="py-16 text-center text-sm text-slate-400">
          暂无操作记录
        </p>
      ) : (
        <table data-testid="admin-audit-table" className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th className="py-2.5 pl-4 font-medium">时间</th>
              <th className="py-2.5 font-medium">操作人</th>
              <th className="py-2.5 font-medium">操作</th>
              <th className="py-2.5 font-medium">对象</th>
              <th className="py-2.5 pr-4 font-medium">变更</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.list.map((e) => (
              <tr key={e.id} data-testid="admin-audit-row">
                <td className="py-3 pl-4 whitespace-nowrap text-slate-500">{formatDateTime(e.created_at)}</td>
                <td className="py-3 text-slate-600">{e.actor_label}</td>
                <td className="py-3 text-slate-800">{AdminActionLabel[e.action]}</td>
                <td className="py-3 text-slate-600">{e.target_label}</td>
                <td className="py-3 pr-4 text-slate-600">{changeText(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.total > 0 && (
        <Pager
          testId="admin-audit-pager"
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPageIndex}
        />
      )}
    </section>
  );
}
