import { z } from 'zod';
import {
  ZCardTemplate,
  ZCardTemplateCreate,
  ZCardTemplateIdInput,
  ZCardTemplateUpdate,
  ZIdeaCard,
  ZIdeaCardAdd,
  ZIdeaCardIdInput,
  ZIdeaCardList,
  ZIdeaCardUpdate,
} from '../idea-cards-api';
import { zId } from '../ids';
import { defineCall } from './define';

// Idea cards: the card board of an idea (`cards:<idea_id>`, live through the relay) and card
// templates. Writes go through the live board, so open boards see them at once; reads come from the
// board's checkpoint mirror. Access: membership of the work (8003); card writes need EditIdeas (7013).

const CARD_LIST = '/ixj_web/works/idea_card/list';
const CARD_GET = '/ixj_web/works/idea_card/get_by_id';
const TEMPLATE_LIST = '/ixj_web/works/card_template/list';
const TEMPLATE_LAST = '/ixj_web/works/card_template/last';
const TEMPLATE = '/ixj_web/works/card_template';

/** `POST /ixj_web/works/idea_card/add`: a card on the board (at the end unless `index` says). */
export const ideaCardAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/works/idea_card/add',
  service: 'main',
  area: 'cards',
  summary: '新建构思卡片',
  auth: 'user',
  input: ZIdeaCardAdd,
  output: z.object({ card_id: z.string() }),
  invalidates: [CARD_LIST, TEMPLATE_LAST],
});

/** `PUT /ixj_web/works/idea_card/update`: title, template, field texts, or place on the board. */
export const ideaCardUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/works/idea_card/update',
  service: 'main',
  area: 'cards',
  summary: '修改构思卡片（标题、模板字段、位置）',
  auth: 'user',
  input: ZIdeaCardUpdate,
  output: z.object({ card_id: z.string() }),
  invalidates: [CARD_LIST, CARD_GET],
});

/** `DELETE /ixj_web/works/idea_card/delete`: the card leaves the board. */
export const ideaCardDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/works/idea_card/delete',
  service: 'main',
  area: 'cards',
  summary: '删除构思卡片',
  auth: 'user',
  input: ZIdeaCardIdInput,
  output: z.object({ card_id: z.string() }),
  invalidates: [CARD_LIST, CARD_GET],
});

/** `GET /ixj_web/works/idea_card/list?idea_id=`: an idea's cards in board order. */
export const ideaCardList = defineCall({
  method: 'GET',
  path: CARD_LIST,
  service: 'main',
  area: 'cards',
  summary: '构思卡片列表（按看板顺序）',
  auth: 'user',
  input: z.object({ idea_id: zId('idea_id') }),
  output: ZIdeaCardList,
});

/** `GET /ixj_web/works/idea_card/get_by_id?card_id=`: one card. */
export const ideaCardGetById = defineCall({
  method: 'GET',
  path: CARD_GET,
  service: 'main',
  area: 'cards',
  summary: '构思卡片详情',
  auth: 'user',
  input: ZIdeaCardIdInput,
  output: ZIdeaCard,
});

/** `GET /ixj_web/works/card_template?template_id=`: one card template (system or a user's). */
export const cardTemplateGet = defineCall({
  method: 'GET',
  path: TEMPLATE,
  service: 'main',
  area: 'cards',
  summary: '卡片模板详情',
  auth: 'user',
  input: ZCardTemplateIdInput,
  output: ZCardTemplate,
});

/** `POST /ixj_web/works/card_template`: a template of the caller's own. */
export const cardTemplateCreate = defineCall({
  method: 'POST',
  path: TEMPLATE,
  service: 'main',
  area: 'cards',
  summary: '新建卡片模板',
  auth: 'user',
  input: ZCardTemplateCreate,
  output: z.object({ template_id: z.string() }),
  invalidates: [TEMPLATE_LIST, TEMPLATE_LAST],
});

/** `PUT /ixj_web/works/card_template`: renames or refields one of the caller's templates. */
export const cardTemplateUpdate = defineCall({
  method: 'PUT',
  path: TEMPLATE,
  service: 'main',
  area: 'cards',
  summary: '修改卡片模板',
  auth: 'user',
  input: ZCardTemplateUpdate,
  output: z.object({ template_id: z.string() }),
  invalidates: [TEMPLATE_LIST, TEMPLATE, TEMPLATE_LAST],
});

/** `GET /ixj_web/works/card_template/list`: system templates, then the caller's own (newest first). */
export const cardTemplateList = defineCall({
  method: 'GET',
  path: TEMPLATE_LIST,
  service: 'main',
  area: 'cards',
  summary: '卡片模板列表（系统模板与我的模板）',
  auth: 'user',
  input: z.object({}),
  output: z.object({ list: z.array(ZCardTemplate), total: z.number().int() }),
});

/** `GET /ixj_web/works/card_template/last`: the template the caller used last (null before any). */
export const cardTemplateLast = defineCall({
  method: 'GET',
  path: TEMPLATE_LAST,
  service: 'main',
  area: 'cards',
  summary: '最近使用的卡片模板',
  auth: 'user',
  input: z.object({}),
  output: z.object({ template: ZCardTemplate.nullable() }),
});
