import { z } from 'zod';
import { zId } from './ids';

// Characters of a work (ai/character/v2, ai/add_character, character_list) and the statistics the
// work's scripts give them (works/idea_card/refresh_character_statistic). A character is one person
// under its name and any of its aliases (小明 / 明哥 / 陈总): duplicates are checked across both.

/** Most aliases one character has. */
export const CHARACTER_ALIASES_MAX = 20;
/** Most characters one batch_add creates. */
export const CHARACTER_BATCH_MAX = 200;

/** Whether a character is in use (statistics, pickers) or set aside. */
export const CharacterStatus = { DISABLED: 0, ENABLED: 1 } as const;

const personName = (field: string) =>
  z
    .string({ error: `请输入${field}` })
    .trim()
    .min(1, `请输入${field}`)
    .max(20, `${field}最多20字`)
    .refine((v) => !/[\s：:，,、]/.test(v), `${field}不能含空格、冒号、逗号或顿号`);

const profileText = (label: string, max = 500) =>
  z
    .string({ error: `${label}须为文字` })
    .trim()
    .max(max, `${label}最多${max}字`);

/** Profile fields of a character (same keys as the system 人物 card template). */
const profile = {
  age: profileText('年龄', 20).optional(),
  identity: profileText('身份').optional(),
  personality: profileText('性格').optional(),
  goal: profileText('目标').optional(),
  relations: profileText('关系').optional(),
  description: profileText('简介', 2000).optional(),
};

const aliases = z
  .array(personName('别名'), { error: 'aliases 须为别名列表' })
  .max(CHARACTER_ALIASES_MAX, `别名最多${CHARACTER_ALIASES_MAX}个`);

/** One new character. */
export const ZCharacterInput = z.object({
  name: personName('角色名'),
  aliases: aliases.optional(),
  ...profile,
});

/** `POST ai/character/v2/add`, `POST ai/add_character`. */
export const ZCharacterAdd = ZCharacterInput.extend({ project_id: zId('project_id') });
export type TCharacterAdd = z.infer<typeof ZCharacterAdd>;

/** `POST ai/character/v2/batch_add`: several at once; all or none. */
export const ZCharacterBatchAdd = z.object({
  project_id: zId('project_id'),
  list: z
    .array(ZCharacterInput, { error: 'list 须为角色列表' })
    .min(1, 'list 不能为空')
    .max(CHARACTER_BATCH_MAX, `一次最多添加${CHARACTER_BATCH_MAX}个角色`),
});

/** `PUT ai/character/v2/update`: what is given changes (aliases replace the old list). */
export const ZCharacterUpdate = z.object({
  character_id: zId('character_id'),
  name: personName('角色名').optional(),
  aliases: aliases.optional(),
  ...profile,
});
export type TCharacterUpdate = z.infer<typeof ZCharacterUpdate>;

/** `PUT ai/character/v2/update_status`. */
export const ZCharacterStatusInput = z.object({
  character_id: zId('character_id'),
  status: z.coerce
    .number({ error: 'status 须为 0（停用）或 1（启用）' })
    .int()
    .refine((v) => v === 0 || v === 1, 'status 须为 0（停用）或 1（启用）'),
});

/** `?character_id=` of delete. */
export const ZCharacterIdInput = z.object({ character_id: zId('character_id') });

/** `POST ai/character/v2/check_repeat`: is this name or alias already someone else's? */
export const ZCharacterCheckRepeat = z.object({
  project_id: zId('project_id'),
  name: personName('角色名'),
  aliases: aliases.optional(),
  /** The character being edited (its own names do not count). */
  character_id: zId('character_id').optional(),
});

/** check_repeat answer: the first clash, if any. */
export const ZCharacterRepeat = z.object({
  repeat: z.boolean(),
  /** The name or alias that clashes. */
  name: z.string(),
  /** Whose it already is. */
  character_id: z.string(),
  character_name: z.string(),
});
export type TCharacterRepeat = z.infer<typeof ZCharacterRepeat>;

/** `PUT ai/character_list`: the work's characters in a new order (ids of this work). */
export const ZCharacterOrder = z.object({
  project_id: zId('project_id'),
  character_ids: z
    .array(zId('character_ids'), { error: '缺少 character_ids' })
    .max(1000, 'character_ids 过多'),
});

/** One character as the API presents it. */
export const ZCharacter = z.object({
  character_id: z.string(),
  project_id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  age: z.string(),
  identity: z.string(),
  personality: z.string(),
  goal: z.string(),
  relations: z.string(),
  description: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  update_time: z.number().int(),
});
export type TCharacter = z.infer<typeof ZCharacter>;

/** A work's characters and whether the caller may change them. */
export const ZCharacterList = z.object({
  list: z.array(ZCharacter),
  total: z.number().int(),
  abilities: z.object({ can_write: z.boolean() }),
});

/** `POST ai/sync_character_to_ideacard`: the work's characters as cards on an idea's board. */
export const ZCharacterSync = z.object({
  idea_id: zId('idea_id'),
  /** Only these; every enabled character when absent. */
  character_ids: z.array(zId('character_ids')).max(1000, 'character_ids 过多').optional(),
});

/** sync answer: cards added and cards brought up to date. */
export const ZCharacterSyncResult = z.object({ added: z.number().int(), updated: z.number().int() });

/** `POST works/idea_card/check_role_repeat`: does a card of this board already name this person? */
export const ZCardRoleRepeat = z.object({
  idea_id: zId('idea_id'),
  name: personName('角色名'),
  /** The card being edited (it does not clash with itself). */
  card_id: zId('card_id').optional(),
});

/** check_role_repeat answer. */
export const ZCardRoleRepeatResult = z.object({
  repeat: z.boolean(),
  card_id: z.string(),
  title: z.string(),
  /** The work's character this name belongs to, if any ('' none). */
  character_id: z.string(),
});

/** `PUT works/idea_card/update_card_role_info`: fill a card from one of the work's characters. */
export const ZCardRoleInfo = z.object({ card_id: zId('card_id'), character_id: zId('character_id') });

/** Per-episode figures of one character (an episode is one script document). */
export const ZCharacterEpisodeStat = z.object({
  doc_id: z.string(),
  dialogue_lines: z.number().int(),
  scenes: z.number().int(),
  words: z.number().int(),
  mentions: z.number().int(),
});

/** One character's statistics over the work's scripts. */
export const ZCharacterStat = z.object({
  /** '' for a speaker found in the scripts who is not one of the work's characters. */
  character_id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  /** Dialogue lines spoken (cue `角色：` under the name or an alias). */
  dialogue_lines: z.number().int(),
  /** Scenes the character is in: named in 人物, speaking, or mentioned in the scene. */
  scenes: z.number().int(),
  /** Words of the character's dialogue (countWords). */
  words: z.number().int(),
  /** Times the name or an alias appears anywhere in the scripts. */
  mentions: z.number().int(),
  /** Episodes the character appears in. */
  episodes: z.number().int(),
  per_episode: z.array(ZCharacterEpisodeStat),
});
export type TCharacterStat = z.infer<typeof ZCharacterStat>;

/** refresh_character_statistic answer: characters (most dialogue first) and the episodes in order. */
export const ZCharacterStatistics = z.object({
  list: z.array(ZCharacterStat),
  episodes: z.array(z.object({ doc_id: z.string(), doc_name: z.string(), scenes: z.number().int() })),
});
export type TCharacterStatistics = z.infer<typeof ZCharacterStatistics>;
