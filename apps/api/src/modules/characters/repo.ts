import { Status, type TCharacter, type TCharacterRepeat } from '@juzuo/schemas';
import { asc, eq } from 'drizzle-orm';
import { characters, type TCharacterRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { AppError } from '../../lib/errors';

/** Said when a character id is not one of a work the caller sees. */
export const CHARACTER_GONE = '角色不存在或已删除';

/** Profile keys a character carries (the system 人物 card template's, plus a free description). */
export const PROFILE_KEYS = ['age', 'identity', 'personality', 'goal', 'relations', 'description'] as const;

/** A character as the API presents it. */
export const presentCharacter = (row: TCharacterRow): TCharacter => ({
  character_id: row.id,
  project_id: row.workId,
  name: row.name,
  aliases: row.aliases,
  age: row.profile.age ?? '',
  identity: row.profile.identity ?? '',
  personality: row.profile.personality ?? '',
  goal: row.profile.goal ?? '',
  relations: row.profile.relations ?? '',
  description: row.profile.description ?? '',
  status: row.status,
  sort: row.sort,
  update_time: row.updatedAt.getTime(),
});

/** A work's characters in their order. */
export function listCharacters(db: DbLike, workId: string): Promise<TCharacterRow[]> {
  return db
    .select()
    .from(characters)
    .where(eq(characters.workId, workId))
    .orderBy(asc(characters.sort), asc(characters.createdAt), asc(characters.id));
}

/** A character row by id. */
export async function findCharacter(db: DbLike, id: string): Promise<TCharacterRow | undefined> {
  const [row] = await db.select().from(characters).where(eq(characters.id, id)).limit(1);
  return row;
}

const norm = (name: string): string => name.trim().toLowerCase();

/**
 * The first of `names` that another character of `rows` (not `exceptId`) already goes by, as name
 * or alias (case-insensitive); names repeated within `names` itself clash too.
 */
export function findClash(rows: TCharacterRow[], names: string[], exceptId?: string): TCharacterRepeat {
  const taken = new Map<string, TCharacterRow>();
  for (const row of rows)
    if (row.id !== exceptId) for (const n of [row.name, ...row.aliases]) taken.set(norm(n), row);
  const own = new Set<string>();
  for (const name of names) {
    const owner = taken.get(norm(name));
    if (owner) return { repeat: true, name, character_id: owner.id, character_name: owner.name };
    if (own.has(norm(name)))
      return { repeat: true, name, character_id: exceptId ?? '', character_name: names[0] ?? '' };
    own.add(norm(name));
  }
  return { repeat: false, name: '', character_id: '', character_name: '' };
}

/** Refuses (15000) names that clash, naming the clash. */
export function refuseClash(clash: TCharacterRepeat): void {
  if (!clash.repeat) return;
  const whose =
    clash.character_name && clash.character_name !== clash.name ? `（角色「${clash.character_name}」）` : '';
  throw new AppError(Status.DUPLICATE_NAME, `角色名或别名「${clash.name}」已存在${whose}`, { field: 'name' });
}
