import { useMessageList, useMessageQuantity } from '@juzuo/api-client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '../../components/Button';
import { MessageRow } from '../../components/MessageRow';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { MemberPage } from './MemberPage';

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
    <MemberPage>
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
              <MessageRow key={m.message_id} message={m} now={now} variant="page" onRead={refresh} />
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
    </MemberPage>
  );
}
