import crypto from 'node:crypto';
import {
  GameVariableMessage,
  gameArrayAdd,
  gameArrayDelete,
  gameArrayList,
  gameArrayUpdate,
  gameNumericAdd,
  gameNumericDelete,
  gameNumericList,
  gameNumericUpdate,
  isDuplicateVariableName,
  ok,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireBoard } from './access';
import { addEntry, collection, entryOf, setFields } from './board-doc';
import { boardContent } from './present';
import { writeBoard } from './write';

/** Message of a variable the board no longer has (or of another kind than the call's). */
const VARIABLE_GONE = '变量不存在或已删除';

type VariableKind = 'numeric' | 'array';

/**
 * The name check of numeric and array variables, on the live board: one namespace for both (a
 * condition names a variable by id, but writers pick it by name). Whatever goes wrong in the check
 * answers 变量名称不允许重复 (spec 02 sections 5 and 8), never another message.
 */
function assertFreeName(doc: Y.Doc, name: string, selfId?: string): void {
  let taken: boolean;
  try {
    const names = [...collection(doc, 'variables').entries()]
      .filter(([id]) => id !== selfId)
      .map(([, v]) => String(v.get('var_name') ?? v.get('name') ?? ''));
    taken = isDuplicateVariableName(name, names);
  } catch {
    taken = true;
  }
  if (taken) throw new AppError(Status.CONFLICT, GameVariableMessage.duplicateName);
}

/** The variable `id` of `kind` on the live board, or 4040. */
function variableOf(doc: Y.Doc, id: string, kind: VariableKind): Y.Map<unknown> {
  const entry = entryOf(doc, 'variables', id);
  if (!entry || entry.get('kind') !== kind) throw new AppError(Status.NOT_FOUND, VARIABLE_GONE);
  return entry;
}

/** game/v3 numeric and array: the board's variables (scopes public, role, random). */
export function registerVariableRoutes(app: FastifyInstance): void {
  const listOf =
    (kind: VariableKind) => async (request: { auth: { userId: string }; input: { board_id: string } }) => {
      const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
      const list = boardContent(board).variables.filter((v) => v.kind === kind);
      return ok({ list, total: list.length });
    };
  route(app, gameNumericList, {}, listOf('numeric'));
  route(app, gameArrayList, {}, listOf('array'));

  route(app, gameNumericAdd, {}, async (request) => {
    const { board_id, ...fields } = request.input;
    const varId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      assertFreeName(doc, fields.var_name);
      addEntry(doc, 'variables', varId, { ...fields, kind: 'numeric' });
    });
    return ok({ var_id: varId });
  });

  route(app, gameArrayAdd, {}, async (request) => {
    const { board_id, ...fields } = request.input;
    const varId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      assertFreeName(doc, fields.name);
      addEntry(doc, 'variables', varId, { ...fields, kind: 'array' });
    });
    return ok({ var_id: varId });
  });

  route(app, gameNumericUpdate, {}, async (request) => {
    const { board_id, var_id, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const variable = variableOf(doc, var_id, 'numeric');
      if (fields.var_name !== undefined) assertFreeName(doc, fields.var_name, var_id);
      setFields(variable, fields);
    });
    return ok({ var_id });
  });

  route(app, gameArrayUpdate, {}, async (request) => {
    const { board_id, var_id, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const variable = variableOf(doc, var_id, 'array');
      if (fields.name !== undefined) assertFreeName(doc, fields.name, var_id);
      setFields(variable, fields);
    });
    return ok({ var_id });
  });

  const remove =
    (kind: VariableKind) =>
    async (request: { auth: { userId: string }; input: { board_id: string; var_id: string } }) => {
      const { board_id, var_id } = request.input;
      await writeBoard(app, request.auth.userId, board_id, (doc) => {
        variableOf(doc, var_id, kind);
        collection(doc, 'variables').delete(var_id);
      });
      return ok({ var_id });
    };
  route(app, gameNumericDelete, {}, remove('numeric'));
  route(app, gameArrayDelete, {}, remove('array'));
}
