import { z } from 'zod';
import { type ValueOf, zStringEnum } from './enum-utils';
import { AiChatTag, type TSpecialTags } from './special-tags';

/** Chat models a user can be offered. */
export const ChatModel = { QWEN: 'qwen', GPT35: 'gpt-3.5', GPT4: 'gpt-4' } as const;
/** One chat model id. */
export type TChatModel = ValueOf<typeof ChatModel>;
/** Chinese display names of chat models. */
export const ChatModelLabel: Record<TChatModel, string> = {
  qwen: '通义千问',
  'gpt-3.5': 'GPT-3.5',
  'gpt-4': 'GPT-4',
};

/**
 * Models allowed by an ai_chat tag: 0 none; 1 qwen; 3 adds gpt-3.5; 4 adds gpt-4. The spec has no
 * level 2; any value counts as the highest defined level not above it, so 2 means qwen only.
 */
export const allowedChatModels = (aiChat: number | null | undefined): TChatModel[] => {
  const level = aiChat ?? 0;
  const models: TChatModel[] = [];
  if (level >= AiChatTag.QWEN) models.push(ChatModel.QWEN);
  if (level >= AiChatTag.GPT35) models.push(ChatModel.GPT35);
  if (level >= AiChatTag.GPT4) models.push(ChatModel.GPT4);
  return models;
};

/** Novel-to-script needs a chat tag and novel_to_script equal to 1. */
export const canUseNovelToScript = (tags: Partial<TSpecialTags> | null | undefined): boolean =>
  (tags?.ai_chat ?? 0) > 0 && tags?.novel_to_script === 1;

/** AI evaluation needs ai_evaluate equal to 1. */
export const canUseAiEvaluate = (tags: Partial<TSpecialTags> | null | undefined): boolean =>
  tags?.ai_evaluate === 1;

/** Timeouts and pacing of the chat and other AI-side clients (spec 03 sections 2 and 9). */
export const ChatLimits = {
  /** Non-streaming chat call timeout (ms). */
  nonStreamTimeoutMs: 120_000,
  /** Streaming chat and content rewrite/continue timeout (ms). */
  streamTimeoutMs: 180_000,
  /** Typewriter effect: ms per character. */
  typewriterMsPerChar: 60,
  /** Lazy page-chunk load timeout (ms). */
  chunkLoadTimeoutMs: 120_000,
  /** Batch subtitle media upload: no client timeout (0 = none). */
  batchSubtitleUploadTimeoutMs: 0,
  /** Status the chat-history call answers on failure, with an empty list. */
  historyFailureStatus: -1,
} as const;

/** Default chat configuration: qwen with thinking degree 1. */
export const DEFAULT_CHAT_CONFIG = { model: ChatModel.QWEN, thinking: 1 } as const;

/** Local-storage key of the chosen chat mode. */
export const CHAT_MODE_STORAGE_KEY = 'jz_chat_mode';

/** Chat error messages, exactly as spec 03 section 8. */
export const ChatErrorMessage = {
  /** HTTP error on a stream: reported and the stream stops. */
  httpError: '接口超时无响应，请联系相关人员处理~',
  /** Error inside a stream. */
  streamError: '请求发生错误，请联系相关人员处理~',
  /** Non-streaming fallback. */
  fallback: '系统错误',
} as const;

/** Message when a workflow-graph template does not exist. */
export const TEMPLATE_MISSING_MESSAGE = '当前模板不存在';

/** Named draw failure messages of spec 03 section 8. */
export const DrawFailureMessage = {
  storyboard: '故事板绘制失败',
  cutout: '抠图失败',
  hd: '生成高清图失败',
  hdRepair: '高清修复失败',
  comic: '漫画生成失败',
  redraw: '重绘失败',
  txt2img: '文生图失败',
  img2img: '图生图失败',
  threeView: '三视图失败',
  partialRedraw: '局部重绘失败',
  outpaint: '扩图失败',
  aiCompose: 'AI合成失败',
  segment: '自动图像分割失败',
} as const;

/**
 * "<action> failed: <server msg or HTTP status>" in Chinese: `failureText('文生图失败', '模型不存在')`
 * gives '文生图失败：模型不存在'; with no detail the action text stands alone.
 */
export const failureText = (action: string, detail?: string | number | null): string =>
  detail === undefined || detail === null || detail === '' ? action : `${action}：${detail}`;

/** Canvas editor storage limits (spec 03 sections 5 and 9). */
export const CanvasLimits = {
  /** A canvas state is kept in session storage only when its serialised form is under 2 MB. */
  sessionStateMaxChars: 2_097_152,
  /** Canvas local-storage limit in characters. */
  localStorageMaxChars: 2_097_152,
} as const;

/** True when a serialised canvas state may be written to session storage. */
export const canvasStateFits = (serialised: string): boolean =>
  serialised.length < CanvasLimits.sessionStateMaxChars;

/** Limits of picture matching and drawing batches (spec 02 section 9). */
export const AiLimits = {
  pictureMatchTextMin: 20,
  pictureMatchTextMax: 1000,
  /** Max quantity of items in one batch. */
  maxQuantity: 300,
  /** Delay between batch steps (ms). */
  delayMs: 1000,
  /** Supervise (producer review) poll interval (ms). */
  supervisePollMs: 200,
  defaultDrawWidth: 512,
  defaultDrawHeight: 512,
  defaultDrawNumber: 1,
} as const;

/** Messages of the picture-match text rule. */
export const PictureMatchMessage = {
  required: '请输入配图文本',
  tooShort: `配图文本不能少于${AiLimits.pictureMatchTextMin}个字`,
  tooLong: `配图文本不能超过${AiLimits.pictureMatchTextMax}个字`,
} as const;

/** Picture-matching text: 20 to 1000 characters after trimming. */
export const ZPictureMatchText = z
  .string({ error: PictureMatchMessage.required })
  .trim()
  .min(1, PictureMatchMessage.required)
  .min(AiLimits.pictureMatchTextMin, PictureMatchMessage.tooShort)
  .max(AiLimits.pictureMatchTextMax, PictureMatchMessage.tooLong);

/** Type of a chat (QA) template, as template_list filters it. */
export const ChatTemplateType = { ADVANCED: 'ADVANCED', GENERAL: 'GENERAL' } as const;
/** One chat template type. */
export type TChatTemplateType = ValueOf<typeof ChatTemplateType>;
/** Zod enum of chat template types. */
export const ZChatTemplateType = zStringEnum(ChatTemplateType, 'type');
/** Chinese labels of chat template types. */
export const ChatTemplateTypeLabel: Record<TChatTemplateType, string> = {
  ADVANCED: '高级模板',
  GENERAL: '通用模板',
};

/** Selection mode of the scene-picture canvas: nothing, one object, or several. */
export const CanvasSelectionMode = { NONE: 'none', ONE: 'one', MULTIPLE: 'multiple' } as const;
/** One canvas selection mode. */
export type TCanvasSelectionMode = ValueOf<typeof CanvasSelectionMode>;
