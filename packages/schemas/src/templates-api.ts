import { z } from 'zod';
import { ZPageQuery } from './envelope';
import { ZTemplateDocType } from './ideas';
import { zId } from './ids';
import { MediaType, MediaTypeLabel, type TMediaType } from './works';

// Shapes of the template library's calls (spec 02 sections 2 and 7 "Templates"; issue 12).

/** Work type a template is written for: one media type, or ALL (通用) for any work. */
export const TemplateWorkType = { ALL: 'ALL', ...MediaType } as const;
/** One template work type. */
export type TTemplateWorkType = 'ALL' | TMediaType;
/** Zod enum of template work types. */
export const ZTemplateWorkType = z.enum(TemplateWorkType, { error: 'work_type 取值无效，请从可选项中选择' });
/** Chinese labels of template work types. */
export const TemplateWorkTypeLabel: Record<TTemplateWorkType, string> = { ALL: '通用', ...MediaTypeLabel };

/**
 * Where a template comes from, as the caller sees it: shipped with the product (system), published
 * by an official user for everyone (official), published to the caller's team by a teammate (team),
 * or the caller's own (mine, published or not).
 */
export const TemplateSource = { SYSTEM: 'system', OFFICIAL: 'official', TEAM: 'team', MINE: 'mine' } as const;
/** One template source. */
export type TTemplateSource = (typeof TemplateSource)[keyof typeof TemplateSource];
/** Chinese labels of template sources. */
export const TemplateSourceLabel: Record<TTemplateSource, string> = {
  system: '系统模板',
  official: '官方模板',
  team: '团队模板',
  mine: '我的模板',
};
/** Zod enum of template sources. */
export const ZTemplateSource = z.enum(TemplateSource, { error: 'source 取值无效，请从可选项中选择' });

/** Where a published template is visible: the publisher's current team, or everyone (official users). */
export const TemplatePublishScope = { TEAM: 'team', OFFICIAL: 'official' } as const;
/** One publish scope. */
export type TTemplatePublishScope = (typeof TemplatePublishScope)[keyof typeof TemplatePublishScope];
/** Zod enum of publish scopes. */
export const ZTemplatePublishScope = z.enum(TemplatePublishScope, {
  error: 'scope 取值无效，请选择发布到团队或发布为官方模板',
});

/** Where applying a template puts its content: a new idea (conception) document or a new script document. */
export const TemplateApplyTarget = { IDEA: 'idea', DOC: 'doc' } as const;
/** One apply target. */
export type TTemplateApplyTarget = (typeof TemplateApplyTarget)[keyof typeof TemplateApplyTarget];
/** Zod enum of apply targets. */
export const ZTemplateApplyTarget = z.enum(TemplateApplyTarget, {
  error: '套用位置（target）取值无效，请选择构思文档或剧本文档',
});

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zTemplateName = z
  .string({ error: '请输入模板名称' })
  .trim()
  .min(1, '请输入模板名称')
  .max(50, '模板名称不能超过50个字');
const zDescription = z.string({ error: '模板简介须为文字' }).trim().max(200, '模板简介不能超过200个字');
/** The template's body as the editor's HTML (one `<p>` per line, `data-block` for script lines). */
const zContent = z
  .string({ error: '请输入模板内容' })
  .max(100_000, '模板内容过长（content 不能超过100000个字符）')
  .refine((s) => s.replace(/<[^>]*>/g, '').trim().length > 0, '请输入模板内容');

/** What the caller may do with one template (the API decides; the web shows the buttons). */
export const ZTemplateAbilities = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** May publish it (to the current team, or for everyone when an official user). */
  can_publish: z.boolean(),
  /** May withdraw its publication. */
  can_withdraw: z.boolean(),
  /** May apply it to a work (always, for a template the caller can see). */
  can_apply: z.boolean(),
});
/** Abilities of one template. */
export type TTemplateAbilities = z.infer<typeof ZTemplateAbilities>;

/** One line of a template's content: its script block (absent = plain) and text, for a safe preview. */
export const ZTemplateLine = z.object({ block: z.string().optional(), text: z.string() });

/** One template in a list. */
export const ZTemplateItem = z.object({
  template_id: z.string(),
  template_name: z.string(),
  description: z.string(),
  doc_type: ZTemplateDocType,
  work_type: ZTemplateWorkType,
  source: ZTemplateSource,
  /** Published to a team or for everyone; system templates count as published. */
  published: z.boolean(),
  /** Where it is published (null when not published or a system template). */
  publish_scope: ZTemplatePublishScope.nullable(),
  author_name: z.string(),
  /** The start of its text. */
  summary: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  abilities: ZTemplateAbilities,
});
/** One template in a list. */
export type TTemplateItem = z.infer<typeof ZTemplateItem>;

/** One template in full: the list fields plus the content (HTML) and its lines. */
export const ZTemplateDetail = ZTemplateItem.extend({
  content: z.string(),
  text: z.string(),
  lines: z.array(ZTemplateLine),
});
/** One template in full. */
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

/** What the caller may create and where they may publish, presented with every list. */
export const ZTemplateLibraryAbilities = z.object({
  can_create: z.boolean(),
  /** Has a current team and holds mTemplateLib there. */
  can_publish_team: z.boolean(),
  /** special_tags.is_official: may publish for everyone. */
  can_publish_official: z.boolean(),
});
/** Library abilities. */
export type TTemplateLibraryAbilities = z.infer<typeof ZTemplateLibraryAbilities>;

/** Query of GET works/template_list. */
export const ZTemplateListQuery = ZPageQuery.extend({
  doc_type: z.preprocess(emptyToUndefined, ZTemplateDocType.optional()),
  work_type: z.preprocess(emptyToUndefined, ZTemplateWorkType.optional()),
  source: z.preprocess(emptyToUndefined, ZTemplateSource.optional()),
  keyword: z.preprocess(
    emptyToUndefined,
    z.string({ error: '搜索关键词须为文字' }).trim().max(50, '搜索关键词不能超过50个字').optional(),
  ),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size 必须大于等于1')
    .max(100, 'page_size 不能超过100')
    .default(24),
});
/** Parsed list query. */
export type TTemplateListQuery = z.output<typeof ZTemplateListQuery>;

/** Answer of GET works/template_list. */
export const ZTemplatePage = z.object({
  list: z.array(ZTemplateItem),
  total: z.number().int(),
  abilities: ZTemplateLibraryAbilities,
});

/** `{template_id}` of one template. */
export const ZTemplateRef = z.object({ template_id: zId('template_id') });

/** `POST works/template`: a new template of the caller's own (not published). */
export const ZTemplateAdd = z.object({
  template_name: zTemplateName,
  description: zDescription.default(''),
  doc_type: ZTemplateDocType,
  work_type: ZTemplateWorkType.default('ALL'),
  content: zContent,
});
/** `PUT works/template`: changes the given fields of one of the caller's templates. */
export const ZTemplateUpdate = z.object({
  template_id: zId('template_id'),
  template_name: zTemplateName.optional(),
  description: zDescription.optional(),
  doc_type: ZTemplateDocType.optional(),
  work_type: ZTemplateWorkType.optional(),
  content: zContent.optional(),
});
/** `POST works/published_template`: publishes to the current team (team_id is a hint, checked) or for everyone. */
export const ZTemplatePublish = z.object({
  template_id: zId('template_id'),
  scope: ZTemplatePublishScope.default('team'),
  team_id: zId('team_id').optional(),
});
/** `POST works/apply_template`: a new document in a work holding the template's content. */
export const ZTemplateApply = z.object({
  template_id: zId('template_id'),
  project_id: zId('project_id'),
  target: ZTemplateApplyTarget,
  /** Name of the new document (default: the template's name). */
  name: z.preprocess(
    emptyToUndefined,
    z.string({ error: '文档名称须为文字' }).trim().min(1).max(50, '文档名称不能超过50个字').optional(),
  ),
  /** Volume of a new script document (target doc). */
  volume_id: z.preprocess(emptyToUndefined, zId('volume_id').optional()),
});
/** Answer of apply: the created document. */
export const ZTemplateApplied = z.object({
  target: ZTemplateApplyTarget,
  project_id: z.string(),
  /** The idea document's id (target idea) or the script document's id (target doc). */
  id: z.string(),
  name: z.string(),
});

/** Answer of GET works/template_work_type_list: the filters' options. */
export const ZTemplateTypeOptions = z.object({
  list: z.array(z.object({ value: ZTemplateWorkType, label: z.string() })),
  doc_types: z.array(z.object({ value: ZTemplateDocType, label: z.string() })),
  sources: z.array(z.object({ value: ZTemplateSource, label: z.string() })),
});

export type TTemplateAdd = z.infer<typeof ZTemplateAdd>;
export type TTemplateUpdate = z.infer<typeof ZTemplateUpdate>;
export type TTemplatePublish = z.infer<typeof ZTemplatePublish>;
export type TTemplateApply = z.infer<typeof ZTemplateApply>;
export type TTemplateApplied = z.infer<typeof ZTemplateApplied>;
export type TTemplateRef = z.infer<typeof ZTemplateRef>;
