import { formatDateTime, formatRelativeTime, type TMessage } from '@juzuo/schemas';
import { api } from '../lib/api';

/** Look of a row: the bell's popover is compact; the message centre page shows full text and time. */
const STYLE = {
  popover: {
    testId: 'message-item',
    button: 'gap-2.5 px-4 py-2.5',
    head: 'gap-2',
    read: 'truncate text-sm text-slate-500',
    unread: 'truncate text-sm font-medium text-slate-800',
    content: 'mt-0.5 line-clamp-2 block text-xs leading-5 text-slate-500',
  },
  page: {
    testId: 'messages-item',
    button: 'gap-3 px-5 py-4',
    head: 'gap-3',
    read: 'text-sm text-slate-600',
    unread: 'text-sm font-medium text-slate-900',
    content: 'mt-1 block text-sm leading-6 text-slate-500',
  },
} as const;

/**
 * One message of the bell's popover or the message centre. A click marks an unread message read,
 * quietly (spec 03 §8: that failure shows nothing), then calls onRead to re-read the lists.
 */
export function MessageRow({
  message: m,
  now,
  variant,
  onRead,
}: {
  message: TMessage;
  /** Reference time of the relative dates (one per list render). */
  now: number;
  variant: keyof typeof STYLE;
  onRead: () => Promise<unknown>;
}) {
  const style = STYLE[variant];
  const read = async () => {
    if (m.is_read) return;
    try {
      await api.message.read({ message_id: m.message_id }, { silent: true });
    } catch (e) {
      console.warn('[message] read', e);
    }
    await onRead();
  };
  return (
    <li>
      <button
        type="button"
        data-testid={style.testId}
        data-read={m.is_read ? 'true' : 'false'}
        onClick={() => void read()}
        className={`flex w-full ${style.button} text-left hover:bg-slate-50 focus:outline-none focus-visible:bg-slate-100`}
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${m.is_read ? 'bg-transparent' : 'bg-rose-500'}`}
        />
        <span className="min-w-0 flex-1">
          <span className={`flex items-baseline justify-between ${style.head}`}>
            <span className={m.is_read ? style.read : style.unread}>
              {m.title}
              {!m.is_read && <span className="sr-only">（未读）</span>}
            </span>
            <time
              dateTime={new Date(m.create_time).toISOString()}
              title={variant === 'page' ? formatDateTime(m.create_time) : undefined}
              className="shrink-0 text-xs text-slate-400"
            >
              {formatRelativeTime(m.create_time, now)}
            </time>
          </span>
          <span className={style.content}>{m.content}</span>
        </span>
      </button>
    </li>
  );
}
