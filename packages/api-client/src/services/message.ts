import {
  messageList,
  messageQuantity,
  messageRead,
  messageReadAll,
  type TCallInput,
  type TMessagePage,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

export type { TMessagePage };

/**
 * The signed-in user's message centre. Spec 03 §8: failures here are only logged, so callers pass
 * `{ silent: true }` except for mark-all-read, which toasts.
 */
export function messageService(t: Transport) {
  return {
    /** Number of unread messages. */
    quantity: (opts?: CallOptions) => t.call(messageQuantity, {}, opts),
    /** Newest first; page_index from 1, page_size up to 100 (default 20). */
    list: (query: TCallInput<typeof messageList> = {}, opts?: CallOptions) =>
      t.call(messageList, query, opts),
    /** Marks one message (message_id) or several (message_ids) read. */
    read: (body: TCallInput<typeof messageRead>, opts?: CallOptions) => t.call(messageRead, body, opts),
    /** Marks every message read. */
    readAll: (opts?: CallOptions) => t.call(messageReadAll, {}, opts),
  };
}

/** The message call group. */
export type MessageService = ReturnType<typeof messageService>;
