import crypto from 'node:crypto';
import {
  characterAdd,
  characterAddLegacy,
  characterBatchAdd,
  characterCheckRepeat,
  characterDelete,
  characterList,
  characterListGet,
  characterListOrder,
  characterUpdate,
  characterUpdateStatus,
  ok,
  Status,
  type TCharacterAdd,
} from '@juzuo/schemas';
import { eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { characters } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { canEditIdeas, IDEA_WRITE } from '../ideas/policies';
import { requireWork } from '../works/access';
import {
  CHARACTER_GONE,
  findCharacter,
  findClash,
  listCharacters,
  PROFILE_KEYS,
  presentCharacter,
  refuseClash,
} from './repo';

/** The profile texts given in an add or update. */
const profileOf = (input: Partial<Record<(typeof PROFILE_KEYS)[number], string>>): Record<string, string> =>
  Object.fromEntries(PROFILE_KEYS.flatMap((k) => (input[k] !== undefined ? [[k, input[k]]] : [])));

/** ai/character/v2/*, ai/add_character and ai/character_list: a work's characters (EditIdeas writes). */
export function registerCharacterRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  /** A character of a work the caller sees (`perms` as in requireWork); 4040 when gone. */
  async function requireCharacter(userId: string, id: string, perms = IDEA_WRITE) {
    const row = await findCharacter(db, id);
    if (!row) throw new AppError(Status.NOT_FOUND, CHARACTER_GONE);
    await requireWork(app, userId, row.workId, perms);
    return row;
  }

  /** Inserts characters after the work's last, refusing any name clash (all or none). */
  async function addAll(workId: string, list: Omit<TCharacterAdd, 'project_id'>[]): Promise<string[]> {
    const existing = await listCharacters(db, workId);
    refuseClash(
      findClash(
        existing,
        list.flatMap((c) => [c.name, ...(c.aliases ?? [])]),
      ),
    );
    const [last] = await db
      .select({ sort: max(characters.sort) })
      .from(characters)
      .where(eq(characters.workId, workId));
    const at = now();
    const rows = list.map((c, i) => ({
      id: crypto.randomUUID(),
      workId,
      name: c.name,
      aliases: c.aliases ?? [],
      profile: profileOf(c),
      sort: (last?.sort ?? -1) + 1 + i,
      createdAt: at,
      updatedAt: at,
    }));
    await db.insert(characters).values(rows);
    return rows.map((r) => r.id);
  }

  for (const call of [characterAdd, characterAddLegacy])
    route(app, call, {}, async (request) => {
      const { project_id, ...character } = request.input;
      await requireWork(app, request.auth.userId, project_id, IDEA_WRITE);
      const [id = ''] = await addAll(project_id, [character]);
      return ok({ character_id: id });
    });

  route(app, characterBatchAdd, {}, async (request) => {
    const { project_id, list } = request.input;
    await requireWork(app, request.auth.userId, project_id, IDEA_WRITE);
    return ok({ character_ids: await addAll(project_id, list) });
  });

  route(app, characterUpdate, {}, async (request) => {
    const { character_id, name, aliases, ...rest } = request.input;
    const row = await requireCharacter(request.auth.userId, character_id);
    const names = [name ?? row.name, ...(aliases ?? row.aliases)];
    refuseClash(findClash(await listCharacters(db, row.workId), names, row.id));
    await db
      .update(characters)
      .set({
        name: name ?? row.name,
        aliases: aliases ?? row.aliases,
        profile: { ...row.profile, ...profileOf(rest) },
        updatedAt: now(),
      })
      .where(eq(characters.id, row.id));
    return ok({ character_id });
  });

  route(app, characterUpdateStatus, {}, async (request) => {
    const { character_id, status } = request.input;
    const row = await requireCharacter(request.auth.userId, character_id);
    await db.update(characters).set({ status, updatedAt: now() }).where(eq(characters.id, row.id));
    return ok({ character_id });
  });

  route(app, characterDelete, {}, async (request) => {
    const { character_id } = request.input;
    const row = await requireCharacter(request.auth.userId, character_id);
    await db.delete(characters).where(eq(characters.id, row.id));
    return ok({ character_id });
  });

  for (const call of [characterList, characterListGet])
    route(app, call, {}, async (request) => {
      const { project_id } = request.input;
      const access = await requireWork(app, request.auth.userId, project_id);
      const list = (await listCharacters(db, project_id)).map(presentCharacter);
      return ok({ list, total: list.length, abilities: { can_write: canEditIdeas(access) } });
    });

  route(app, characterCheckRepeat, {}, async (request) => {
    const { project_id, name, aliases, character_id } = request.input;
    await requireWork(app, request.auth.userId, project_id);
    return ok(findClash(await listCharacters(db, project_id), [name, ...(aliases ?? [])], character_id));
  });

  route(app, characterListOrder, {}, async (request) => {
    const { project_id, character_ids } = request.input;
    await requireWork(app, request.auth.userId, project_id, IDEA_WRITE);
    const rows = await listCharacters(db, project_id);
    const ids = new Set(rows.map((r) => r.id));
    if (character_ids.some((id) => !ids.has(id)))
      throw new AppError(Status.VALIDATION, '排序列表包含不属于该作品的角色', { field: 'character_ids' });
    // Listed ones first in the given order, the rest keep theirs after them.
    const order = [
      ...new Set(character_ids),
      ...rows.map((r) => r.id).filter((id) => !character_ids.includes(id)),
    ];
    await db.transaction(async (tx) => {
      for (const [sort, id] of order.entries())
        await tx.update(characters).set({ sort }).where(eq(characters.id, id));
    });
    return ok({ total: order.length });
  });
}
