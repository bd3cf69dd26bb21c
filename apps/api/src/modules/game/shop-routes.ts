import crypto from 'node:crypto';
import {
  gameGoodAdd,
  gameGoodDelete,
  gameGoodList,
  gameGoodUpdate,
  gameStoreAdd,
  gameStoreDelete,
  gameStoreList,
  gameStoreUpdate,
  ok,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireBoard } from './access';
import { addEntry, collection, entryOf, setFields, type TBoardCollection } from './board-doc';
import { boardContent } from './present';
import { writeBoard } from './write';

const GONE: Partial<Record<TBoardCollection, string>> = {
  goods: '物品不存在或已删除',
  stores: '商店不存在或已删除',
};

/** The entry `id` of a collection on the live board, or 4040. */
function existing(doc: Y.Doc, name: TBoardCollection, id: string): Y.Map<unknown> {
  const entry = entryOf(doc, name, id);
  if (!entry) throw new AppError(Status.NOT_FOUND, GONE[name] ?? '');
  return entry;
}

/** game/v3 good and store: the board's goods and the stores that sell them for variables. */
export function registerShopRoutes(app: FastifyInstance): void {
  route(app, gameGoodList, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const list = boardContent(board).goods;
    return ok({ list, total: list.length });
  });
  route(app, gameStoreList, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const list = boardContent(board).stores;
    return ok({ list, total: list.length });
  });

  route(app, gameGoodAdd, {}, async (request) => {
    const { board_id, ...fields } = request.input;
    const goodId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => addEntry(doc, 'goods', goodId, fields));
    return ok({ good_id: goodId });
  });
  route(app, gameStoreAdd, {}, async (request) => {
    const { board_id, ...fields } = request.input;
    const storeId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => addEntry(doc, 'stores', storeId, fields));
    return ok({ store_id: storeId });
  });

  route(app, gameGoodUpdate, {}, async (request) => {
    const { board_id, good_id, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) =>
      setFields(existing(doc, 'goods', good_id), fields),
    );
    return ok({ good_id });
  });
  route(app, gameStoreUpdate, {}, async (request) => {
    const { board_id, store_id, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) =>
      setFields(existing(doc, 'stores', store_id), fields),
    );
    return ok({ store_id });
  });

  route(app, gameGoodDelete, {}, async (request) => {
    const { board_id, good_id } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      existing(doc, 'goods', good_id);
      collection(doc, 'goods').delete(good_id);
    });
    return ok({ good_id });
  });
  route(app, gameStoreDelete, {}, async (request) => {
    const { board_id, store_id } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      existing(doc, 'stores', store_id);
      collection(doc, 'stores').delete(store_id);
    });
    return ok({ store_id });
  });
}
