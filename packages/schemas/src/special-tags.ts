import type { ValueOf } from './enum-utils';

/** Feature flags on a user; each defaults to 0 (spec 01 section 3). */
export const SPECIAL_TAG_KEYS = [
  'is_official',
  'batch_subtitle',
  'ai_chat',
  'comfy_ui',
  'model_up',
  'avg_pub',
  'ai_evaluate',
  'novel_to_script',
  'train_lora',
  'overseas',
] as const;
export type TSpecialTagKey = (typeof SPECIAL_TAG_KEYS)[number];
export type TSpecialTags = Record<TSpecialTagKey, number>;

/** Special tags all at their default 0. */
export const defaultSpecialTags = (): TSpecialTags =>
  Object.fromEntries(SPECIAL_TAG_KEYS.map((k) => [k, 0])) as TSpecialTags;

/** Levels of the ai_chat user tag (spec 03 section 1). */
export const AiChatTag = { NONE: 0, QWEN: 1, GPT35: 3, GPT4: 4 } as const;
/** One ai_chat tag level. */
export type TAiChatTag = ValueOf<typeof AiChatTag>;

/** Chinese labels of the special tags (operator page, reasons). */
export const SpecialTagLabel: Record<TSpecialTagKey, string> = {
  is_official: '官方账号',
  batch_subtitle: '批量字幕',
  ai_chat: 'AI对话',
  comfy_ui: 'ComfyUI工作流',
  model_up: '模型上传',
  avg_pub: '互动游戏发布',
  ai_evaluate: 'AI评估',
  novel_to_script: '小说转剧本',
  train_lora: 'LoRA训练',
  overseas: '海外版',
};

/** Values a tag accepts: ai_chat takes the model levels 0, 1, 3, 4 (spec 03 section 1); every other tag 0 or 1. */
export const SpecialTagValues: Record<TSpecialTagKey, readonly number[]> = {
  is_official: [0, 1],
  batch_subtitle: [0, 1],
  ai_chat: Object.values(AiChatTag),
  comfy_ui: [0, 1],
  model_up: [0, 1],
  avg_pub: [0, 1],
  ai_evaluate: [0, 1],
  novel_to_script: [0, 1],
  train_lora: [0, 1],
  overseas: [0, 1],
};

/** Chinese labels of the ai_chat levels (the operator page offers them as choices). */
export const AiChatLevelLabel: Record<number, string> = {
  0: '未开通',
  1: '通义千问',
  3: '通义千问 + GPT-3.5',
  4: '通义千问 + GPT-3.5 + GPT-4',
};

/** Tags that gate a feature: each names the feature it opens (spec 01 section 6, spec 03 sections 1, 6). */
export const GATED_TAGS = [
  'ai_chat',
  'ai_evaluate',
  'novel_to_script',
  'comfy_ui',
  'model_up',
  'train_lora',
  'batch_subtitle',
] as const satisfies readonly TSpecialTagKey[];
/** One gated tag (and the feature of the same name). */
export type TGatedTag = (typeof GATED_TAGS)[number];
/** The caller's abilities per gated feature, as get_my_info presents them. */
export type TFeatures = Record<TGatedTag, boolean>;

/** What one tag gates. */
export interface TTagGate {
  /** True when the tags open the feature. */
  allows(tags: Partial<TSpecialTags> | null | undefined): boolean;
  /** Why the feature is closed (tooltip of a disabled entry, msg of a refused call). */
  reason: string;
  /** Calls the API guards: a literal path, or a path prefix ending in '/' for a whole area. */
  calls: readonly string[];
  /** Web entries the web app disables without the tag: route paths, or prefixes ending in '/'. */
  entries: readonly string[];
}

const need = (...labels: string[]) => `该功能需开通${labels.map((l) => `「${l}」`).join('和')}权限`;
const flag = (key: TSpecialTagKey) => (tags: Partial<TSpecialTags> | null | undefined) => tags?.[key] === 1;
const chat = (tags: Partial<TSpecialTags> | null | undefined) => (tags?.ai_chat ?? 0) > 0;

/**
 * Every tag gate, written once: the API's requireSpecialTag, get_my_info's `features` and the web
 * app's disabled entries all read this map. The spec names the rules of ai_chat, novel_to_script and
 * ai_evaluate; the calls of the other tags are the spec areas their names describe (docs/decisions.md).
 */
export const SpecialTagGate: Record<TGatedTag, TTagGate> = {
  ai_chat: {
    // 1 qwen, 3 adds gpt-3.5, 4 adds gpt-4: which model a call may use is allowedChatModels' rule.
    allows: chat,
    reason: need(SpecialTagLabel.ai_chat),
    calls: ['/chat_web/'],
    entries: [],
  },
  ai_evaluate: {
    allows: flag('ai_evaluate'),
    reason: need(SpecialTagLabel.ai_evaluate),
    calls: [
      '/ai_web/ai/evaluation_template',
      '/ai_web/ai/evaluate_work_list',
      '/ai_web/ai/base_work_list',
      '/ai_web/ai/evaluate_report_list',
      '/ai_web/ai/evaluate_report_content',
      '/ai_web/ai/novel_report_content',
      '/ai_web/ai/doc_snapshot_list',
      '/ai_web/ai/character_analyse/',
      '/ai_web/ai/delete_work_all_evaluate',
      '/ai_web/ai/update_evaluate_work',
      '/ai_web/ai/add_base_work',
      '/ai_web/ai/add_evaluate_work',
      '/ai_web/ai/repeat_add_evaluate_work',
      '/ai_web/ai/upload_file',
      '/ai_web/ai/exe_evaluate',
      '/ai_web/ai/post_report_to_review',
    ],
    entries: ['/workBench/evaluate', '/workDetail/*/*/evaluate/', '/evaluate/'],
  },
  novel_to_script: {
    allows: (tags) => chat(tags) && tags?.novel_to_script === 1,
    reason: need(SpecialTagLabel.ai_chat, SpecialTagLabel.novel_to_script),
    calls: [
      '/ai_web/ai/novel_to_screenplay',
      '/ai_web/ai/cancel_conversion',
      '/ai_web/ai/conversion_result',
      '/ai_web/ai/get_latest_record',
    ],
    entries: ['/workBench/novelToScript'],
  },
  comfy_ui: {
    allows: flag('comfy_ui'),
    reason: need(SpecialTagLabel.comfy_ui),
    calls: ['/ai_web/ai/comfy/'],
    entries: [
      '/aiWork/comfyList',
      '/aiWork/comfyListCate',
      '/aiWork/comfyDetail',
      '/aiWork/comfyNative',
      '/comfyDraw',
    ],
  },
  model_up: {
    allows: flag('model_up'),
    reason: need(SpecialTagLabel.model_up),
    calls: [
      '/ai_web/v1/ai/model/temp_oss_auth',
      '/ai_web/v1/ai/model/metadata_len',
      '/ai_web/v1/ai/model/add_model_file',
      '/ai_web/v1/ai/model/save_model',
    ],
    entries: ['/aiWork/uploadModel'],
  },
  train_lora: {
    allows: flag('train_lora'),
    reason: need(SpecialTagLabel.train_lora),
    calls: ['/ai_web/ai/custom_model/'],
    entries: ['/aiWork/aiModel/customModel', '/aiWork/aiModel/customTrainList'],
  },
  batch_subtitle: {
    allows: flag('batch_subtitle'),
    reason: need(SpecialTagLabel.batch_subtitle),
    calls: [
      '/ai_web/ai/batch_video/batch_compose',
      '/ai_web/ai/batch_video/batch_subtitle',
      '/ai_web/ai/batch_video/batch_translate',
      '/ai_web/ai/batch_video/batch_result',
      '/ai_web/ai/batch_video/add_upload_batch_info',
      '/ai_web/ai/batch_video/request_batch_upload_token',
      '/ai_uploader/subtitle_media/batch_upload',
    ],
    entries: ['/aiWork/subtitling-batch/'],
  },
};

/** The caller's abilities for every gated feature. */
export const featuresOf = (tags: Partial<TSpecialTags> | null | undefined): TFeatures =>
  Object.fromEntries(GATED_TAGS.map((t) => [t, SpecialTagGate[t].allows(tags)])) as TFeatures;

/** True when `path` matches a gate pattern: equal, under a '/'-ending prefix, '*' one segment. */
export function matchesGatePattern(pattern: string, path: string): boolean {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') ?? '';
  const re = new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]+')
      .replace(/\/$/, '(?:/.*)?')}$`,
  );
  return re.test(clean);
}

/** The gate that guards an API call path, or null when no tag guards it. */
export const gateOfCall = (path: string): TGatedTag | null =>
  GATED_TAGS.find((t) => SpecialTagGate[t].calls.some((p) => matchesGatePattern(p, path))) ?? null;

/** The gate that closes a web route path, or null when no tag closes it. */
export const gateOfEntry = (path: string): TGatedTag | null =>
  GATED_TAGS.find((t) => SpecialTagGate[t].entries.some((p) => matchesGatePattern(p, path))) ?? null;
