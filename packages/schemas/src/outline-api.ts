import { z } from 'zod';
import { zId } from './ids';

// The outline of a work (`outline:<work_id>`): a tree of episodes or chapters with beats.

/** What an outline node is. */
export const OutlineNodeKind = { EPISODE: 'episode', CHAPTER: 'chapter', BEAT: 'beat' } as const;
/** Short-drama markers an episode can carry: 钩子, 付费卡点, 爽点. */
export const OutlineMarker = { HOOK: 'hook', PAYWALL: 'paywall', PAYOFF: 'payoff' } as const;
/** Chinese labels of the markers. */
export const OutlineMarkerLabel: Record<string, string> = {
  hook: '钩子',
  paywall: '付费卡点',
  payoff: '爽点',
};

const kind = z.enum(['episode', 'chapter', 'beat'], { error: 'kind 取值不正确，只能是分集、章节或节拍' });
const title = z
  .string({ error: '请输入大纲标题' })
  .trim()
  .min(1, '请输入大纲标题')
  .max(200, '大纲标题最多200字');
const markers = z
  .array(z.enum(['hook', 'paywall', 'payoff'], { error: 'markers 只能是钩子、付费卡点或爽点' }))
  .max(3, 'markers 最多3个');
const index = z.coerce
  .number({ error: 'index 须为数字' })
  .int('index 须为整数')
  .min(0, 'index 不能小于 0')
  .max(100_000, 'index 过大');
/** '' or absent: the top level. */
const parentId = z.preprocess((v) => (v === '' || v === null ? undefined : v), zId('parent_id').optional());

/** `POST works/idea/outline`: a node under `parent_id` (top level when absent). */
export const ZOutlineAdd = z.object({
  project_id: zId('project_id'),
  title,
  kind: kind.optional(),
  parent_id: parentId,
  index: index.optional(),
  markers: markers.optional(),
  /** The episode document this node stands for (a document of the same work). */
  doc_id: zId('doc_id').optional(),
});

/** `PUT works/idea/outline`: what is given changes; parent_id/index move it. */
export const ZOutlineUpdate = z.object({
  project_id: zId('project_id'),
  node_id: zId('node_id'),
  title: title.optional(),
  markers: markers.optional(),
  /** '' unlinks. */
  doc_id: z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), zId('doc_id')]).optional()),
  parent_id: parentId,
  index: index.optional(),
});

/** `DELETE works/idea/outline`: the node and everything under it. */
export const ZOutlineDelete = z.object({ project_id: zId('project_id'), node_id: zId('node_id') });

/** `POST works/idea/outline_mu`: several nodes at once under one parent (all or none). */
export const ZOutlineMulti = z.object({
  project_id: zId('project_id'),
  parent_id: parentId,
  nodes: z
    .array(z.object({ title, kind: kind.optional(), markers: markers.optional() }), {
      error: 'nodes 须为列表',
    })
    .min(1, 'nodes 不能为空')
    .max(500, '一次最多添加500个'),
});

/** One outline node as REST reads it. */
export const ZOutlineNode = z.object({
  node_id: z.string(),
  parent_id: z.string(),
  title: z.string(),
  kind: z.string(),
  doc_id: z.string(),
  markers: z.array(z.string()),
  /** Place among its parent's children, 0 first. */
  sort: z.number().int(),
});
export type TOutlineNode = z.infer<typeof ZOutlineNode>;

/** `GET works/idea/outline?project_id=`: the nodes, parents before children, and abilities. */
export const ZOutline = z.object({
  list: z.array(ZOutlineNode),
  total: z.number().int(),
  abilities: z.object({ can_write: z.boolean() }),
});
