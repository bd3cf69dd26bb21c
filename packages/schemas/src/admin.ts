import { z } from 'zod';
import { SPECIAL_TAG_KEYS, type TSpecialTagKey, type TSpecialTags } from './account';
import type { TEngineCapability } from './engines';
import { type ValueOf, zStringEnum } from './enum-utils';
import { ZPageQuery } from './envelope';
import { SpecialTagValues } from './special-tags';

/** Texts of the operator area, shared by the API, the web app and tests. */
export const AdminMessage = {
  targetMissing: '请提供 user_id 或 phone',
  userMissing: '用户不存在',
  tagsEmpty: '请至少设置一个特殊标签',
  tagsNotObject: 'special_tags 必须是对象',
  unknownTag: (key: string) => `未知的特殊标签：${key}`,
  tagValue: (key: string, values: readonly number[]) =>
    `特殊标签 ${key} 的取值必须为 ${values.join('、').replace(/、(\d+)$/, ' 或 $1')}`,
  approvedValue: 'approved 必须为 0 或 1',
  revokeSelf: '不能撤销自己的审核',
  revokeByConfig: '该账号由 APPROVED_PHONES 或 ADMIN_PHONES 配置批准，请修改配置后重启服务',
} as const;

/** What an audit entry records. */
export const AdminAction = {
  SPECIAL_TAGS: 'special_tags',
  APPROVE: 'approve',
  REVOKE: 'revoke',
} as const;
/** One audited operator action. */
export type TAdminAction = ValueOf<typeof AdminAction>;
/** Zod enum of audited actions. */
export const ZAdminAction = zStringEnum(AdminAction, 'action');
/** Chinese labels of audited actions. */
export const AdminActionLabel: Record<TAdminAction, string> = {
  special_tags: '修改特殊标签',
  approve: '审核通过',
  revoke: '撤销审核',
};

const optionalText = (field: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: `${field} 不合法` })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, `${field} 不合法`))
    .optional();

/** Names the account an operator acts on: user_id or phone (user_id wins when both are sent). */
export const ZAdminTarget = z.object({
  user_id: optionalText('user_id', 64),
  phone: optionalText('phone', 20),
});
/** The account an operator acts on. */
export type TAdminTarget = z.infer<typeof ZAdminTarget>;
const hasTarget = (v: TAdminTarget) => !!v.user_id || !!v.phone;

/**
 * special_tags of a change: known keys only, each with a value it accepts. Keys left out keep their
 * value. "1"/true are read as 1 and "0"/false as 0, for form bodies.
 */
export const ZSpecialTagsPatch = z
  .record(z.string(), z.unknown(), {
    error: AdminMessage.tagsNotObject,
  })
  .superRefine((tags, ctx) => {
    const keys = Object.keys(tags);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: AdminMessage.tagsEmpty });
    for (const key of keys) {
      if (!(SPECIAL_TAG_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', message: AdminMessage.unknownTag(key), path: [key] });
        continue;
      }
      const allowed = SpecialTagValues[key as TSpecialTagKey];
      if (!allowed.includes(tagNumber(tags[key]))) {
        ctx.addIssue({ code: 'custom', message: AdminMessage.tagValue(key, allowed), path: [key] });
      }
    }
  })
  .transform(
    (tags) =>
      Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, tagNumber(v)])) as Partial<TSpecialTags>,
  )
  .meta({
    description: `要修改的特殊标签（未传的保持不变）。键：${SPECIAL_TAG_KEYS.join('、')}；ai_chat 取 0、1、3、4，其余取 0 或 1；未知的键被拒绝。`,
    example: { ai_evaluate: 1, ai_chat: 3 },
  });

function tagNumber(v: unknown): number {
  if (v === true) return 1;
  if (v === false) return 0;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v);
  return typeof v === 'number' && Number.isInteger(v) ? v : Number.NaN;
}

/** Body of PUT /ixj_web/admin/user/special_tags. */
export const ZSetSpecialTags = ZAdminTarget.extend({
  special_tags: ZSpecialTagsPatch,
}).refine(hasTarget, AdminMessage.targetMissing);
/** A special_tags change. */
export type TSetSpecialTags = z.infer<typeof ZSetSpecialTags>;

/** Query of GET /ixj_web/admin/user/detail. */
export const ZAdminUserQuery = ZAdminTarget.refine(hasTarget, AdminMessage.targetMissing);

/** Body of PUT /ixj_web/admin/user/approval: approved 1 approves, 0 revokes. */
export const ZSetApproval = ZAdminTarget.extend({
  approved: z.coerce
    .number({ error: AdminMessage.approvedValue })
    .refine((v) => v === 0 || v === 1, AdminMessage.approvedValue),
}).refine(hasTarget, AdminMessage.targetMissing);
/** An approval change. */
export type TSetApproval = z.infer<typeof ZSetApproval>;

/** Query of GET /ixj_web/admin/user/list: phone or name contains the keyword; empty lists everyone. */
export const ZAdminUserSearch = ZPageQuery.extend({
  keyword: z.string().trim().max(50, '关键词不能超过50个字').default(''),
});
/** A user search. */
export type TAdminUserSearch = z.infer<typeof ZAdminUserSearch>;

/** Query of GET /ixj_web/admin/audit_log. */
export const ZAuditLogQuery = ZPageQuery.extend({
  target_user_id: z.string().trim().max(64).optional(),
});
/** An audit log read. */
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** Query of GET /ixj_web/admin/jobs: optionally one state. */
export const ZAdminJobsQuery = ZPageQuery.extend({
  state: z.string().trim().max(20).optional(),
});
/** A jobs overview read. */
export type TAdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;

const ZSpecialTags = z.object(
  Object.fromEntries(SPECIAL_TAG_KEYS.map((k) => [k, z.number()])) as Record<TSpecialTagKey, z.ZodNumber>,
);

/** A user as the operator area shows it. */
export const ZAdminUser = z.object({
  user_id: z.string(),
  name: z.string(),
  avatar: z.string(),
  phone: z.string(),
  special_tags: ZSpecialTags,
  /** 1 when the account may sign in in internal-only mode. */
  approved: z.union([z.literal(0), z.literal(1)]),
  /** 1 when APPROVED_PHONES or ADMIN_PHONES approves it (operators cannot revoke that). */
  approved_by_config: z.union([z.literal(0), z.literal(1)]),
  is_admin: z.boolean(),
  /** Gated features the tags open (same rule as get_my_info's `features`). */
  features: z.record(z.string(), z.boolean()),
  created_at: z.string(),
});
/** A user as the operator area shows it. */
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** One audit log entry: who did what to whom, the values before and after, and when. */
export const ZAuditEntry = z.object({
  id: z.string(),
  actor_id: z.string(),
  /** Name and phone of the operator when acting. */
  actor_label: z.string(),
  action: ZAdminAction,
  target_user_id: z.string(),
  /** Name and phone of the target when the change was made. */
  target_label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
/** One audit log entry. */
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Settings the operator page shows beside the users. */
export const ZAdminOverview = z.object({
  /** INTERNAL_ONLY is on: unapproved accounts get 4025 at sign-in. */
  internal_only: z.boolean(),
});
/** Settings the operator page shows beside the users. */
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

/** One job as the operator's overview lists it (every user's jobs). */
export const ZAdminJob = z.object({
  job_id: z.string(),
  kind: z.string(),
  /** One line in Chinese, e.g. 导出《作品名》. */
  title: z.string(),
  /** waiting, running, done, failed or cancelled. */
  state: z.string(),
  progress: z.number(),
  error: z.string(),
  attempts: z.number(),
  user_id: z.string(),
  /** Name and phone of the job's owner. */
  user_label: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** One job in the operator's overview. */
export type TAdminJob = z.infer<typeof ZAdminJob>;

/** Answer of the jobs overview: a page of jobs, newest first, and how many jobs are in each state. */
export const ZAdminJobPage = z.object({
  list: z.array(ZAdminJob),
  total: z.number(),
  counts: z.record(z.string(), z.number()),
});
/** Answer of the jobs overview. */
export type TAdminJobPage = z.infer<typeof ZAdminJobPage>;

/** Paged answer schema. */
export const ZPageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number() });

/** Chinese names of the engine capabilities, for the operator's engine status. */
export const EngineCapabilityLabel: Record<TEngineCapability, string> = {
  chat: 'AI对话与文本工具',
  evaluate: 'AI评估',
  novel_to_script: '小说转剧本',
  speech: '文字转语音',
  transcription: '语音识别',
  draw: 'AI绘图',
  comfy: 'ComfyUI工作流',
  train_lora: 'LoRA训练',
  keywords: '关键词提取',
  video_compose: '视频合成',
};

/**
 * A document whose checkpoints are refused for a reason no retry can fix (a database constraint, a
 * broken Yjs update): the relay keeps it in memory while someone edits it but does not retry it in a
 * loop, so operators need to see it. Cleared by its next successful store.
 */
export const ZAdminUnsavedDocument = z.object({
  /** Relay name, e.g. `doc:<id>`, `idea:<id>`, `outline:<work_id>`. */
  document: z.string(),
  work_id: z.string(),
  /** Why, in Chinese, with the database's error code when there is one. */
  reason: z.string(),
  /** Refused stores since the first one. */
  attempts: z.number(),
  first_failed_at: z.string(),
  last_failed_at: z.string(),
});
/** One document whose saves are refused. */
export type TAdminUnsavedDocument = z.infer<typeof ZAdminUnsavedDocument>;

/** Answer of the unsaved-documents list, most recently refused first. */
export const ZAdminUnsavedDocuments = z.object({ list: z.array(ZAdminUnsavedDocument) });
/** Answer of the unsaved-documents list. */
export type TAdminUnsavedDocuments = z.infer<typeof ZAdminUnsavedDocuments>;
