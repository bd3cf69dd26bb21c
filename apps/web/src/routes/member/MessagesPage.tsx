import { useMessageList, useMessageQuantity } from '@juzuo/api-client/react';
import { formatDateTime, formatRelativeTime, type TMessage } from '@juzuo/schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { AppHeader } from '../../components/AppHeader';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';

/** Messages per page. */
const PAGE_SIZE = 20;

/** Re-reads every message read (the bell's count and list, and this page). */
function useMessageRefresh() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => Array.isArray(key) && typeof key[1] === 'string' && key[1].startsWith('/ixj_web/message/'),
    );
}

/**
 * /member/messages: the whole message centre, paged, newest first. Marking one read fails quietly;
 * a failed 全部已读 toasts (spec 03 §8).
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useMessageList(page, PAGE_SIZE, { revalidateOnMount: true });
  const { data: quantity } = useMessageQuantity();
  const refresh = useMessageRefresh();
  const [busy, setBusy] = useState(false);
  const unread = quantity?.quantity ?? 0;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const now = Date.now();

  const read = async (m: TMessage) => {
    if (m.is_read) return;
    try {
      await api.message.read({ message_id: m.message_id }, { silent: true });
    } catch (e) {
      console.warn('[message] read', e);
    }
    await refresh();
  };

  const readAll = async () => {
    setBusy(true);
    try {
      await api.message.readAll();
      await refresh();
    } catch {
      // The client toasted the failure.
    } finally {
      setBusy(false);
    }
  };

  const goto = (p: number) => setParams(p > 1 ? { page: String(p) } : {});

  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-3xl px-6 py-10">
        <Link to="/workBench" className="text-sm text-slate-500 hover:text-brand-600">
          ← 返回工作台
        </Link>
        <div className="mt-3 flex items-end justify-between">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">消息中心</h1>
            <p className="mt-1 text-sm text-slate-500" data-testid="messages-summary">
              共 {data?.total ?? 0} 条，{unread} 条未读
            </p>
          </div>
          <Button
            variant="secondary"
            loading={busy}
            disabled={unread === 0}
            onClick={() => void readAll()}
            data-testid="messages-read-all"
          >
            全部已读
          </Button>
        </div>
        <section aria-label="消息列表" className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {isLoading && !data ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : !data?.list.length ? (
            <p className="py-16 text-center text-sm text-slate-400">暂无消息</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.list.map((m) => (
                <li key={m.message_id}>
                  <button
                    type="button"
                    data-testid="messages-item"
                    data-read={m.is_read ? 'true' : 'false'}
                    onClick={() => void read(m)}
                    className="flex w-full gap-3 px-5 py-4 text-left hover:bg-slate-50 focus:outline-none focus-visible:bg-slate-100"
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 size-2 shrink-0 rounded-full ${m.is_read ? 'bg-transparent' : 'bg-rose-500'}`}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-3">
                        <span
                          className={`text-sm ${m.is_read ? 'text-slate-600' : 'font-medium text-slate-900'}`}
                        >
                          {m.title}
                          {!m.is_read && <span className="sr-only">（未读）</span>}
                        </span>
                        <time
                          dateTime={new Date(m.create_time).toISOString()}
                          title={formatDateTime(m.create_time)}
                          className="shrink-0 text-xs text-slate-400"
                        >
                          {formatRelativeTime(m.create_time, now)}
                        </time>
                      </span>
                      <span className="mt-1 block text-sm leading-6 text-slate-500">{m.content}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {pages > 1 && (
          <nav aria-label="分页" className="mt-4 flex items-center justify-center gap-3 text-sm">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goto(page - 1)}>
              上一页
            </Button>
            <span data-testid="messages-page" className="text-slate-500">
              {page} / {pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => goto(page + 1)}
              data-testid="messages-next"
            >
              下一页
            </Button>
          </nav>
        )}
      </main>
    </div>
  );
}
