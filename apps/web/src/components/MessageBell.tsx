import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useMessageList, useMessageQuantity } from '@juzuo/api-client/react';
import { Link } from 'react-router-dom';
import { api } from '../lib/api';
import { MessageRow } from './MessageRow';
import { Spinner } from './Spinner';

/** How many of the latest messages the popover lists. */
const LATEST = 10;

/** The badge text: the count, capped at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Bell with the unread count (polled every 30 s) and a popover of the latest messages. */
export function MessageBell() {
  const { data, mutate: refreshCount } = useMessageQuantity();
  const count = data?.quantity ?? 0;
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="message-bell"
        aria-label={count > 0 ? `消息通知，${count}条未读` : '消息通知'}
        className="relative flex size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9Zm4.3 13a1.94 1.94 0 0 0 3.4 0"
          />
        </svg>
        {count > 0 && (
          <span
            data-testid="message-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full bg-rose-500 px-1 text-center text-[10px] leading-4.5 font-medium text-white ring-2 ring-white"
          >
            {badgeText(count)}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 mt-2 flex w-80 flex-col rounded-xl bg-white shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        <MessagePanel unread={count} refreshCount={refreshCount} />
      </PopoverPanel>
    </Popover>
  );
}

/** The popover content; mounted only while open, so the list is fetched on opening. */
function MessagePanel({ unread, refreshCount }: { unread: number; refreshCount: () => Promise<unknown> }) {
  const { data, isLoading, mutate } = useMessageList(1, LATEST, { revalidateOnMount: true });
  const now = Date.now();

  const refresh = () => Promise.all([mutate(), refreshCount()]);

  const readAll = async () => {
    try {
      // Not silent: a failure here is the one message-centre error the user sees as a toast.
      await api.message.readAll();
    } catch {
      return;
    }
    await refresh();
  };

  return (
    <>
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2.5">
        <span className="text-sm font-medium text-slate-800">消息通知</span>
        <button
          type="button"
          data-testid="message-read-all"
          onClick={() => void readAll()}
          disabled={unread === 0}
          className="rounded text-xs text-brand-600 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:text-slate-300"
        >
          全部已读
        </button>
      </div>
      <div className="max-h-96 overflow-y-auto py-1">
        {isLoading && !data ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : !data?.list.length ? (
          <p className="py-8 text-center text-sm text-slate-400">暂无消息</p>
        ) : (
          <ul>
            {data.list.map((m) => (
              <MessageRow key={m.message_id} message={m} now={now} variant="popover" onRead={refresh} />
            ))}
          </ul>
        )}
      </div>
      <CloseButton
        as={Link}
        to="/member/messages"
        data-testid="message-view-all"
        className="block border-t border-slate-100 py-2.5 text-center text-xs text-slate-500 hover:text-brand-600 focus:outline-none focus-visible:bg-slate-50"
      >
        查看全部
      </CloseButton>
    </>
  );
}
