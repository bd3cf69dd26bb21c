import crypto from 'node:crypto';
import { insertCard, linesOf, patchCard, readBoard } from '@juzuo/doc-model';
import {
  CHARACTER_TEMPLATE_ID,
  characterSyncToIdeaCard,
  ideaCardCharacterStatistic,
  ideaCardCheckRoleRepeat,
  ideaCardRoleByWork,
  ideaCardUpdateRoleInfo,
  ok,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TCharacterRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { CARD_GONE, requireLiveCard } from '../cards/cards';
import { cardsTarget } from '../cards/target';
import { docTarget } from '../docs/checkpoint';
import { currentDoc, transactLive } from '../docs/live';
import { listDocuments } from '../docs/repo';
import { requireIdea } from '../ideas/access';
import { IDEA_WRITE } from '../ideas/policies';
import { requireWork } from '../works/access';
import { CHARACTER_GONE, findCharacter, listCharacters, presentCharacter } from './repo';
import { characterStatistics } from './statistics';

const norm = (name: string): string => name.trim().toLowerCase();
/** Names a 人物 card goes by: its title, 姓名 and every 别名 (split on 、，, and spaces). */
const cardNames = (card: { title: string; fields: Record<string, string> }): string[] =>
  [card.title, card.fields.name ?? '', ...(card.fields.alias ?? '').split(/[、，,；;\s]+/)]
    .map(norm)
    .filter(Boolean);
/** The 人物 card fields a character fills. */
const sheetOf = (c: TCharacterRow): Record<string, string> => ({
  name: c.name,
  alias: c.aliases.join('、'),
  age: c.profile.age ?? '',
  identity: c.profile.identity ?? '',
  personality: c.profile.personality ?? '',
  goal: c.profile.goal ?? '',
  relations: c.profile.relations ?? '',
});

/**
 * works/idea_card refresh_character_statistic, check_role_repeat, role_by_work,
 * update_card_role_info, and ai/sync_character_to_ideacard: where characters meet cards and scripts.
 */
export function registerRoleRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const editor = async (userId: string) => ({ id: userId, name: (await userName(db, userId)) ?? '' });

  route(app, ideaCardCharacterStatistic, {}, async (request) => {
    const { project_id } = request.input;
    await requireWork(app, request.auth.userId, project_id);
    const docs = await listDocuments(db, project_id);
    const episodes = [];
    // The documents as editors see them now (open ones from the relay's memory).
    for (const doc of docs) {
      const live = await currentDoc(app, docTarget({ ...doc, deletedAt: null }));
      episodes.push({ doc_id: doc.id, doc_name: doc.name, lines: linesOf(live) });
    }
    const known = (await listCharacters(db, project_id)).filter((c) => c.status === 1);
    return ok(
      characterStatistics(
        episodes,
        known.map((c) => ({ character_id: c.id, name: c.name, aliases: c.aliases })),
      ),
    );
  });

  route(app, ideaCardRoleByWork, {}, async (request) => {
    const { project_id } = request.input;
    await requireWork(app, request.auth.userId, project_id);
    const list = (await listCharacters(db, project_id)).filter((c) => c.status === 1).map(presentCharacter);
    return ok({ list, total: list.length });
  });

  route(app, ideaCardCheckRoleRepeat, {}, async (request) => {
    const { idea_id, name, card_id } = request.input;
    const { idea } = await requireIdea(app, request.auth.userId, idea_id);
    // The person this name is: every name of the work's character it belongs to, or just itself.
    const character = (await listCharacters(db, idea.workId)).find((c) =>
      [c.name, ...c.aliases].some((n) => norm(n) === norm(name)),
    );
    const names = new Set((character ? [character.name, ...character.aliases] : [name]).map(norm));
    const board = readBoard(await currentDoc(app, cardsTarget(idea)));
    const clash = board.find((c) => c.card_id !== card_id && cardNames(c).some((n) => names.has(n)));
    return ok({
      repeat: !!clash,
      card_id: clash?.card_id ?? '',
      title: clash?.title ?? '',
      character_id: character?.id ?? '',
    });
  });

  route(app, ideaCardUpdateRoleInfo, {}, async (request) => {
    const { card_id, character_id } = request.input;
    const userId = request.auth.userId;
    const { idea } = await requireLiveCard(app, userId, card_id, IDEA_WRITE);
    const character = await findCharacter(db, character_id);
    if (!character || character.workId !== idea.workId) throw new AppError(Status.NOT_FOUND, CHARACTER_GONE);
    const found = await transactLive(app, cardsTarget(idea), await editor(userId), (doc) =>
      patchCard(doc, card_id, {
        title: character.name,
        template_id: CHARACTER_TEMPLATE_ID,
        fields: sheetOf(character),
      }),
    );
    if (!found) throw new AppError(Status.NOT_FOUND, CARD_GONE);
    return ok({ card_id, character_id });
  });

  route(app, characterSyncToIdeaCard, {}, async (request) => {
    const { idea_id, character_ids } = request.input;
    const userId = request.auth.userId;
    const { idea } = await requireIdea(app, userId, idea_id, IDEA_WRITE);
    const all = await listCharacters(db, idea.workId);
    const wanted = character_ids ? new Set(character_ids) : null;
    if (wanted && [...wanted].some((id) => !all.some((c) => c.id === id)))
      throw new AppError(Status.NOT_FOUND, CHARACTER_GONE);
    const chosen = all.filter((c) => (wanted ? wanted.has(c.id) : c.status === 1));
    const result = await transactLive(app, cardsTarget(idea), await editor(userId), (doc) => {
      let added = 0;
      let updated = 0;
      for (const c of chosen) {
        const names = new Set([c.name, ...c.aliases].map(norm));
        const card = readBoard(doc).find(
          (b) => b.template_id === CHARACTER_TEMPLATE_ID && cardNames(b).some((n) => names.has(n)),
        );
        const patch = { title: c.name, template_id: CHARACTER_TEMPLATE_ID, fields: sheetOf(c) };
        if (card) {
          patchCard(doc, card.card_id, patch);
          updated += 1;
        } else {
          insertCard(doc, { card_id: crypto.randomUUID(), ...patch });
          added += 1;
        }
      }
      return { added, updated };
    });
    return ok(result);
  });
}
