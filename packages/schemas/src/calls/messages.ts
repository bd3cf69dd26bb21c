import { z } from 'zod';
import { ZMessage, ZMessageRead, ZPage } from '../team';
import { defineCall } from './define';

/** One page of the message list. */
export const ZMessagePage = z.object({
  list: z.array(ZMessage),
  total: z.number().int(),
  page_index: z.number().int(),
  page_size: z.number().int(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

const LIST = '/ixj_web/message/list';
const QUANTITY = '/ixj_web/message/quantity';

/** `GET /ixj_web/message/quantity`: the number of unread messages. */
export const messageQuantity = defineCall({
  method: 'GET',
  path: '/ixj_web/message/quantity',
  service: 'main',
  area: 'messages',
  summary: '未读消息数',
  auth: 'user',
  input: z.object({}),
  output: z.object({ quantity: z.number().int() }),
});

/** `GET /ixj_web/message/list`: the caller's messages, newest first. */
export const messageList = defineCall({
  method: 'GET',
  path: '/ixj_web/message/list',
  service: 'main',
  area: 'messages',
  summary: '消息列表（分页，最新在前）',
  auth: 'user',
  input: ZPage,
  output: ZMessagePage,
});

/** `PUT /ixj_web/message/read`: marks one message (message_id) or several (message_ids) read. */
export const messageRead = defineCall({
  method: 'PUT',
  path: '/ixj_web/message/read',
  service: 'main',
  area: 'messages',
  summary: '标记消息已读',
  auth: 'user',
  input: ZMessageRead,
  output: z.null(),
  invalidates: [LIST, QUANTITY],
});

/** `PUT /ixj_web/message/read_all`: marks every message read. */
export const messageReadAll = defineCall({
  method: 'PUT',
  path: '/ixj_web/message/read_all',
  service: 'main',
  area: 'messages',
  summary: '全部标记已读',
  auth: 'user',
  input: z.object({}),
  output: z.null(),
  invalidates: [LIST, QUANTITY],
});
