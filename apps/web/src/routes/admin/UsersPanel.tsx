import { useAdminUsers } from '@juzuo/api-client/react';
import { formatDate, SPECIAL_TAG_KEYS, SpecialTagLabel, type TAdminUser } from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Pager } from './Pager';
import { UserEditor } from './UserEditor';

const PAGE_SIZE = 10;

/** Labels of the tags a user holds, e.g. AI评估、ComfyUI工作流. */
const tagSummary = (u: TAdminUser): string =>
  SPECIAL_TAG_KEYS.filter((k) => u.special_tags[k] > 0)
    .map((k) => SpecialTagLabel[k])
    .join('、') || '—';

/** Find users by phone or name, then edit one's special tags and approval. */
export function UsersPanel({ internalOnly }: { internalOnly: boolean }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ keyword: '', page_index: 1 });
  const [selected, setSelected] = useState<string | null>(null);
  const { data, isLoading } = useAdminUsers({ ...query, page_size: PAGE_SIZE });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ keyword: draft.trim(), page_index: 1 });
  };

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section className="rounded-xl bg-white ring-1 ring-slate-200">
        <form aria-label="查找用户" onSubmit={search} className="flex gap-2 border-b border-slate-100 p-4">
          <input
            type="search"
            aria-label="手机号或昵称"
            placeholder="输入手机号或昵称查找用户"
            data-testid="admin-user-search"
            value={draft}
            maxLength={50}
            onChange={(e) => setDraft(e.target.value)}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <Button type="submit" size="sm" className="h-9" data-testid="admin-user-search-submit">
            查找
          </Button>
        </form>
        {isLoading && !data ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : (data?.list.length ?? 0) === 0 ? (
          <p data-testid="admin-user-empty" className="py-16 text-center text-sm text-slate-400">
            没有找到匹配的用户
          </p>
        ) : (
          <table data-testid="admin-user-table" className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500">
              <tr>
                <th className="py-2.5 pl-4 font-medium">用户</th>
                <th className="py-2.5 font-medium">审核</th>
                <th className="py-2.5 font-medium">已开通</th>
                <th className="py-2.5 font-medium">注册时间</th>
                <th className="py-2.5 pr-4 text-right font-medium">操作</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data?.list.map((u) => (
                <tr
                  key={u.user_id}
                  data-testid={`admin-user-${u.user_id}`}
                  className={u.user_id === selected ? 'bg-brand-50/50' : undefined}
                >
                  <td className="py-3 pl-4">
                    <span className="flex items-center gap-3">
                      <Avatar src={u.avatar} name={u.name} size={30} />
                      <span>
                        <span className="block font-medium text-slate-800">
                          {u.name}
                          {u.is_admin && <span className="ml-1.5 text-xs text-brand-600">运营</span>}
                        </span>
                        <span className="block text-xs text-slate-400">{u.phone || '未绑定手机号'}</span>
                      </span>
                    </span>
                  </td>
                  <td className={`py-3 ${u.approved ? 'text-emerald-600' : 'text-amber-600'}`}>
                    {u.approved ? '已通过' : '待审核'}
                  </td>
                  <td className="max-w-48 truncate py-3 text-slate-500" title={tagSummary(u)}>
                    {tagSummary(u)}
                  </td>
                  <td className="py-3 text-slate-500">{formatDate(u.created_at)}</td>
                  <td className="py-3 pr-4 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      data-testid={`admin-user-manage-${u.user_id}`}
                      onClick={() => setSelected(u.user_id)}
                    >
                      管理
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {data && data.total > 0 && (
          <Pager
            testId="admin-user-pager"
            pageIndex={query.page_index}
            pageSize={PAGE_SIZE}
            total={data.total}
            onPage={(page_index) => setQuery((q) => ({ ...q, page_index }))}
          />
        )}
      </section>
      <aside className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        {selected ? (
          <UserEditor key={selected} userId={selected} internalOnly={internalOnly} />
        ) : (
          <p className="py-12 text-center text-sm text-slate-400">选择一个用户，设置其功能权限与审核状态</p>
        )}
      </aside>
    </div>
  );
}
