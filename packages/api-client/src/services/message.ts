import type { TMessage, TPage } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

const MESSAGE = '/ixj_web/message';

/** One page of the message list. */
export interface TMessagePage extends TPage<TMessage> {
  page_index: number;
  page_size: number;
}

/**
 * The signed-in user's message centre. Spec 03 §8: failures here are only logged, so callers pass
 * `{ silent: true }` except for mark-all-read, which toasts.
 */
export function messageService(t: Transport) {
  return {
    /** Number of unread messages. */
    quantity: (opts?: CallOptions) =>
      t.request<{ quantity: number }>({ service: 'main', method: 'GET', path: `${MESSAGE}/quantity` }, opts),
    /** Newest first; page_index from 1, page_size up to 100 (default 20). */
    list: (query: { page_index?: number; page_size?: number } = {}, opts?: CallOptions) =>
      t.request<TMessagePage>(
        { service: 'main', method: 'GET', path: `${MESSAGE}/list`, query: { ...query } },
        opts,
      ),
    /** Marks one message (message_id) or several (message_ids) read. */
    read: (body: { message_id?: string; message_ids?: string[] }, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'PUT', path: `${MESSAGE}/read`, body }, opts),
    /** Marks every message read. */
    readAll: (opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'PUT', path: `${MESSAGE}/read_all` }, opts),
  };
}

/** The message call group. */
export type MessageService = ReturnType<typeof messageService>;
