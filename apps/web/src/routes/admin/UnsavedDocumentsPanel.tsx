import { useAdminUnsavedDocuments } from '@juzuo/api-client/react';
import { Spinner } from '../../components/Spinner';

/**
 * Documents whose saves the database refuses for good (a constraint, content it cannot hold): the
 * relay keeps them only while someone has them open and does not retry them in a loop, so an
 * operator has to look at the cause. A document leaves the list with its next successful save.
 */
export function UnsavedDocumentsPanel() {
  const { data } = useAdminUnsavedDocuments(true);
  if (!data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (data.list.length === 0) {
    return (
      <p data-testid="admin-unsaved-empty" className="py-16 text-center text-sm text-slate-500">
        所有文档都能正常保存。
      </p>
    );
  }
  return (
    <section className="rounded-xl bg-white ring-1 ring-slate-200">
      <table data-testid="admin-unsaved-table" className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-500">
          <tr>
            <th className="py-2.5 pl-4 font-medium">文档</th>
            <th className="py-2.5 font-medium">原因</th>
            <th className="py-2.5 font-medium">失败次数</th>
            <th className="py-2.5 pr-4 font-medium">最近一次</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.list.map((d) => (
            <tr key={d.document} data-testid="admin-unsaved-row">
              <td className="py-3 pl-4 font-mono text-xs text-slate-700">
                {d.document}
                <div className="text-slate-400">作品 {d.work_id}</div>
              </td>
              <td className="py-3 text-slate-800">{d.reason}</td>
              <td className="py-3 text-slate-600">{d.attempts}</td>
              <td className="py-3 pr-4 text-xs text-slate-500">
                {new Date(d.last_failed_at).toLocaleString('zh-CN')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-400">
        这些文档的修改没有存入数据库：有人打开时保留在协作服务内存中，内容再次修改时会重新保存；无人打开后未保存的修改会被丢弃。
      </p>
    </section>
  );
}
