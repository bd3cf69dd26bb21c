import { z } from 'zod';
import {
  ZCardRoleInfo,
  ZCardRoleRepeat,
  ZCardRoleRepeatResult,
  ZCharacter,
  ZCharacterAdd,
  ZCharacterBatchAdd,
  ZCharacterCheckRepeat,
  ZCharacterIdInput,
  ZCharacterList,
  ZCharacterOrder,
  ZCharacterRepeat,
  ZCharacterStatistics,
  ZCharacterStatusInput,
  ZCharacterSync,
  ZCharacterSyncResult,
  ZCharacterUpdate,
} from '../characters-api';
import { ZProjectScopedQuery } from '../docs-api';
import { defineCall } from './define';

// Characters of a work and their statistics. Plain data calls (no AI engine): membership of the
// work reads (8003 otherwise), EditIdeas writes (7013). A name or alias already taken by another
// character of the work is refused with 15000.

const LIST_V2 = '/ai_web/ai/character/v2/list';
const LIST = '/ai_web/ai/character_list';
const ROLES = '/ixj_web/works/idea_card/role_by_work';
const CARD_LIST = '/ixj_web/works/idea_card/list';
const CHANGES = [LIST_V2, LIST, ROLES] as const;
const characterRef = z.object({ character_id: z.string() });

/** `POST /ai_web/ai/character/v2/add`: a character of the work. */
export const characterAdd = defineCall({
  method: 'POST',
  path: '/ai_web/ai/character/v2/add',
  service: 'ai',
  area: 'characters',
  summary: '新建角色（名称与别名在作品内不可重复）',
  auth: 'user',
  input: ZCharacterAdd,
  output: characterRef,
  invalidates: CHANGES,
});

/** `POST /ai_web/ai/add_character`: the older name of character/v2/add. */
export const characterAddLegacy = defineCall({
  method: 'POST',
  path: '/ai_web/ai/add_character',
  service: 'ai',
  area: 'characters',
  summary: '新建角色（旧接口，同 character/v2/add）',
  auth: 'user',
  input: ZCharacterAdd,
  output: characterRef,
  invalidates: CHANGES,
});

/** `POST /ai_web/ai/character/v2/batch_add`: several characters; one clash refuses them all. */
export const characterBatchAdd = defineCall({
  method: 'POST',
  path: '/ai_web/ai/character/v2/batch_add',
  service: 'ai',
  area: 'characters',
  summary: '批量新建角色',
  auth: 'user',
  input: ZCharacterBatchAdd,
  output: z.object({ character_ids: z.array(z.string()) }),
  invalidates: CHANGES,
});

/** `PUT /ai_web/ai/character/v2/update`. */
export const characterUpdate = defineCall({
  method: 'PUT',
  path: '/ai_web/ai/character/v2/update',
  service: 'ai',
  area: 'characters',
  summary: '修改角色',
  auth: 'user',
  input: ZCharacterUpdate,
  output: characterRef,
  invalidates: CHANGES,
});

/** `PUT /ai_web/ai/character/v2/update_status`: enable (1) or set aside (0). */
export const characterUpdateStatus = defineCall({
  method: 'PUT',
  path: '/ai_web/ai/character/v2/update_status',
  service: 'ai',
  area: 'characters',
  summary: '启用或停用角色',
  auth: 'user',
  input: ZCharacterStatusInput,
  output: characterRef,
  invalidates: CHANGES,
});

/** `DELETE /ai_web/ai/character/v2/delete`. */
export const characterDelete = defineCall({
  method: 'DELETE',
  path: '/ai_web/ai/character/v2/delete',
  service: 'ai',
  area: 'characters',
  summary: '删除角色',
  auth: 'user',
  input: ZCharacterIdInput,
  output: characterRef,
  invalidates: CHANGES,
});

/** `GET /ai_web/ai/character/v2/list?project_id=`: the work's characters in order. */
export const characterList = defineCall({
  method: 'GET',
  path: LIST_V2,
  service: 'ai',
  area: 'characters',
  summary: '作品的角色列表',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: ZCharacterList,
});

/** `POST /ai_web/ai/character/v2/check_repeat`: whether a name or alias is already taken. */
export const characterCheckRepeat = defineCall({
  method: 'POST',
  path: '/ai_web/ai/character/v2/check_repeat',
  service: 'ai',
  area: 'characters',
  summary: '检查角色名或别名是否重复',
  auth: 'user',
  input: ZCharacterCheckRepeat,
  output: ZCharacterRepeat,
});

/** `GET /ai_web/ai/character_list?project_id=`: the same list as character/v2/list. */
export const characterListGet = defineCall({
  method: 'GET',
  path: LIST,
  service: 'ai',
  area: 'characters',
  summary: '作品的角色列表（旧接口）',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: ZCharacterList,
});

/** `PUT /ai_web/ai/character_list`: the work's characters in a new order. */
export const characterListOrder = defineCall({
  method: 'PUT',
  path: LIST,
  service: 'ai',
  area: 'characters',
  summary: '调整角色顺序',
  auth: 'user',
  input: ZCharacterOrder,
  output: z.object({ total: z.number().int() }),
  invalidates: CHANGES,
});

/** `POST /ai_web/ai/sync_character_to_ideacard`: characters become 人物 cards on an idea's board. */
export const characterSyncToIdeaCard = defineCall({
  method: 'POST',
  path: '/ai_web/ai/sync_character_to_ideacard',
  service: 'ai',
  area: 'characters',
  summary: '把作品角色同步为构思人物卡片',
  auth: 'user',
  input: ZCharacterSync,
  output: ZCharacterSyncResult,
  invalidates: [CARD_LIST],
});

/** `POST /ixj_web/works/idea_card/refresh_character_statistic`: counts from the work's scripts. */
export const ideaCardCharacterStatistic = defineCall({
  method: 'POST',
  path: '/ixj_web/works/idea_card/refresh_character_statistic',
  service: 'main',
  area: 'characters',
  summary: '统计角色的台词、场次、字数与提及（按集）',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: ZCharacterStatistics,
});

/** `POST /ixj_web/works/idea_card/check_role_repeat`: a card of the board already names this person. */
export const ideaCardCheckRoleRepeat = defineCall({
  method: 'POST',
  path: '/ixj_web/works/idea_card/check_role_repeat',
  service: 'main',
  area: 'characters',
  summary: '检查人物卡片是否重复（含别名）',
  auth: 'user',
  input: ZCardRoleRepeat,
  output: ZCardRoleRepeatResult,
});

/** `GET /ixj_web/works/idea_card/role_by_work?project_id=`: enabled characters for card pickers. */
export const ideaCardRoleByWork = defineCall({
  method: 'GET',
  path: ROLES,
  service: 'main',
  area: 'characters',
  summary: '作品的人物（供卡片选择）',
  auth: 'user',
  input: ZProjectScopedQuery,
  output: z.object({ list: z.array(ZCharacter), total: z.number().int() }),
});

/** `PUT /ixj_web/works/idea_card/update_card_role_info`: fills a card from a character. */
export const ideaCardUpdateRoleInfo = defineCall({
  method: 'PUT',
  path: '/ixj_web/works/idea_card/update_card_role_info',
  service: 'main',
  area: 'characters',
  summary: '用作品角色信息填写人物卡片',
  auth: 'user',
  input: ZCardRoleInfo,
  output: z.object({ card_id: z.string(), character_id: z.string() }),
  invalidates: [CARD_LIST],
});
