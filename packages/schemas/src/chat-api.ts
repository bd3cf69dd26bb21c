import { z } from 'zod';
import { ChatModel, ZChatTemplateType } from './ai';
import { zStringEnum } from './enum-utils';
import { zId } from './ids';

// AI chat (spec 03 sections 6, 7 "Chat", 8, 9; issue 15): streamed answers on the OpenAI-compatible
// engine, stopped by id, kept in history; continue and rewrite of selected words.

/** Limits of chat requests. */
export const ChatInputLimits = {
  queryChars: 4000,
  selectionChars: 4000,
  historyTurns: 20,
  turnChars: 8000,
} as const;

/** Zod enum of the chat model aliases a request may name. */
export const ZChatModel = zStringEnum(ChatModel, 'model');

/** Thinking degree (spec 03 section 9: default 1): 0 answers directly, 1 lets a reasoning model think. */
const thinking = z.union([z.literal(0), z.literal(1)], { error: 'thinking 只能是0或1' }).default(1);

/** One earlier turn sent back with a question (the conversation so far, newest last). */
export const ZChatTurn = z.object({
  role: z.enum(['user', 'assistant'], { error: 'role 只能是 user 或 assistant' }),
  content: z
    .string({ error: 'content 须为文字' })
    .max(ChatInputLimits.turnChars, `每轮对话不能超过${ChatInputLimits.turnChars}个字`),
});

/** What the writer is working on, sent as context (the answer says what went in). */
const contextFields = {
  /** A script or chapter document of a work the caller belongs to. */
  doc_id: zId('doc_id').optional(),
  /** An idea document. */
  idea_id: zId('idea_id').optional(),
};

/** `POST /chat_web/stream_generate_text` (and generate_text): a question, streamed back. */
export const ZChatAsk = z.object({
  query: z
    .string({ error: '请输入问题' })
    .trim()
    .min(1, '请输入问题')
    .max(ChatInputLimits.queryChars, `问题不能超过${ChatInputLimits.queryChars}个字`),
  model: ZChatModel.optional(),
  thinking,
  /** A template whose instruction frames the question. */
  template_id: z.string().trim().max(64, 'template_id 不合法').optional(),
  /** Selected words the question is about. */
  selection: z
    .string({ error: 'selection 须为文字' })
    .max(ChatInputLimits.selectionChars, `选中文字不能超过${ChatInputLimits.selectionChars}个字`)
    .optional(),
  history: z
    .array(ZChatTurn, { error: 'history 须为列表' })
    .max(ChatInputLimits.historyTurns, `history 最多${ChatInputLimits.historyTurns}轮`)
    .default([]),
  ...contextFields,
});
/** A question as sent. */
export type TChatAsk = z.input<typeof ZChatAsk>;

/** `POST /chat_web/content/continue` and `content/rewrite`: the selected words and an optional instruction. */
export const ZChatContent = z.object({
  text: z
    .string({ error: '请先选中文字' })
    .trim()
    .min(1, '请先选中文字')
    .max(ChatInputLimits.selectionChars, `选中文字不能超过${ChatInputLimits.selectionChars}个字`),
  instruction: z.string({ error: 'instruction 须为文字' }).trim().max(500, '要求不能超过500个字').optional(),
  model: ZChatModel.optional(),
  thinking,
  ...contextFields,
});
/** A continue or rewrite request as sent. */
export type TChatContent = z.input<typeof ZChatContent>;

/** `POST /chat_web/stop_stream`. */
export const ZChatStop = z.object({ stream_id: zId('stream_id') });

/** One source that went into the context. */
export const ZChatContextSource = z.object({
  kind: z.enum(['doc', 'idea', 'selection', 'history']),
  id: z.string(),
  name: z.string(),
  /** Characters of it that were sent (a long text is cut to fit the model's context). */
  chars: z.number().int(),
  /** True when only part of it fitted. */
  truncated: z.boolean(),
});
/** The context of one answer, as the writer sees it. */
export const ZChatContext = z.object({
  sources: z.array(ZChatContextSource),
  /** Estimated prompt tokens (characters of CJK count one each, other text four characters a token). */
  token_estimate: z.number().int(),
  /** The prompt file and version used. */
  prompt: z.string(),
});
/** A context. */
export type TChatContext = z.infer<typeof ZChatContext>;

/**
 * The `data` of the stream's events: first `{stream_id, context}`, then `{content, reasoning?}`
 * pieces, then `[DONE]` (not JSON). A stop sends `{stopped: true}` before `[DONE]`; an engine failure
 * sends `{status, msg}` and ends.
 */
export const ZChatStreamEvent = z.union([
  z.object({ stream_id: z.string(), model: z.string(), context: ZChatContext }),
  z.object({ content: z.string(), reasoning: z.string().optional() }),
  z.object({ stopped: z.literal(true) }),
  z.object({ status: z.number().int(), msg: z.string() }),
]);
/** One stream event's data. */
export type TChatStreamEvent = z.infer<typeof ZChatStreamEvent>;

/** A whole answer (generate_text). */
export const ZChatAnswer = z.object({ content: z.string(), model: z.string(), context: ZChatContext });

/** How a chat question ended. */
export const ChatState = { DONE: 'done', STOPPED: 'stopped', FAILED: 'failed' } as const;

/** One history item (spec 03 section 3: message, userid, start_time, query). */
export const ZChatHistoryItem = z.object({
  history_id: z.string(),
  stream_id: z.string(),
  userid: z.string(),
  kind: z.string(),
  query: z.string(),
  message: z.string(),
  model: z.string(),
  state: z.string(),
  doc_id: z.string().nullable(),
  idea_id: z.string().nullable(),
  token_estimate: z.number().int(),
  start_time: z.number().int(),
});
/** A history item. */
export type TChatHistoryItem = z.infer<typeof ZChatHistoryItem>;

/** What the chat panel may offer this caller: its models (by ai_chat tag) and the engine's state. */
export const ZChatConfig = z.object({
  models: z.array(z.object({ model: ZChatModel, label: z.string() })),
  default_model: ZChatModel,
  default_thinking: z.number().int(),
  engine_ready: z.boolean(),
  /** Without an engine: what an operator configures (shown in the 未配置 state). */
  missing: z.string(),
});

/** A chat template (spec 03 section 7: template, template_list by ADVANCED or GENERAL). */
export const ZChatTemplate = z.object({
  template_id: z.string(),
  type: ZChatTemplateType,
  title: z.string(),
  /** The instruction put before the writer's question. */
  instruction: z.string(),
  /** A starting question shown in the input. */
  example: z.string(),
});
/** A template. */
export type TChatTemplate = z.infer<typeof ZChatTemplate>;

/** `GET /ixj_web/qa/template_list?type=`. */
export const ZChatTemplateListInput = z.object({ type: ZChatTemplateType.optional() });
/** `GET /ixj_web/qa/template?template_id=`. */
export const ZChatTemplateInput = z.object({ template_id: zId('template_id') });

/** Messages of the chat area. */
export const ChatMessageText = {
  modelNotAllowed: '当前账号未开通该模型',
  templateMissing: '模板不存在',
  engineMissingHint:
    '请运营人员在服务器上配置 LLM_BASE_URL（OpenAI 兼容接口的 /v1 地址）、LLM_API_KEY 和 LLM_MODELS 后重启服务',
} as const;

/** The gpt family of the gpt_* calls: ai_chat 3 opens gpt-3.5, 4 adds gpt-4 (spec 03 section 1). */
export const ZChatGptModel = z.enum([ChatModel.GPT35, ChatModel.GPT4], {
  error: 'model 取值不合法',
});
/** The model a gpt_* call uses when none is named. */
export const DEFAULT_GPT_MODEL = ChatModel.GPT35;

/** `POST /chat_web/gpt_stream_generate_text` and gpt_generate_text: a question to the gpt family. */
export const ZChatGptAsk = ZChatAsk.extend({ model: ZChatGptModel.optional() });

/** `POST /chat_web/(gpt_)stream_generate_content`: what to write, the new text streamed for the document. */
export const ZChatGenerateContent = ZChatAsk.omit({ history: true, selection: true }).extend({
  query: z
    .string({ error: '请输入要写的内容' })
    .trim()
    .min(1, '请输入要写的内容')
    .max(ChatInputLimits.queryChars, `要求不能超过${ChatInputLimits.queryChars}个字`),
});
/** The gpt family's content call. */
export const ZChatGptGenerateContent = ZChatGenerateContent.extend({ model: ZChatGptModel.optional() });

/** `POST /chat_web/gpt_stream_generate_label`: labels (tags) of a text, streamed one per line. */
export const ZChatGenerateLabel = z.object({
  text: z
    .string({ error: '请输入文字' })
    .trim()
    .min(1, '请输入文字')
    .max(ChatInputLimits.selectionChars, `文字不能超过${ChatInputLimits.selectionChars}个字`),
  count: z.coerce
    .number({ error: 'count 须为数字' })
    .int('count 须为整数')
    .min(1, 'count 至少为1')
    .max(20, 'count 最多为20')
    .default(8),
  model: ZChatGptModel.optional(),
  thinking,
});

/** One instruction the chat panel offers (a ready-made request the writer sends with one click). */
export const ZChatInstruction = z.object({
  instruction_id: z.string(),
  title: z.string(),
  /** The request sent as the question. */
  query: z.string(),
  /** chat: asked in the panel; content: written for the document (stream_generate_content). */
  mode: z.enum(['chat', 'content']),
  /** 1 when the instruction works on the selected words (the panel disables it without one). */
  needs_selection: z.number().int(),
});
/** An instruction. */
export type TChatInstruction = z.infer<typeof ZChatInstruction>;

/** `GET /ixj_web/works/instruction_list?work_id=`: a work's instructions and its bound template. */
export const ZWorkInstructionListInput = z.object({ work_id: zId('work_id') });
export const ZWorkInstructionList = z.object({
  list: z.array(ZChatInstruction),
  /** The template bound with work_bind_template, null when none. */
  template: ZChatTemplate.nullable(),
  /** 1 when the caller may bind or unbind (edits the work). */
  can_bind: z.number().int(),
});

/** `PUT /ixj_web/qa/work_bind_template`. */
export const ZWorkBindTemplate = z.object({ work_id: zId('work_id'), template_id: zId('template_id') });
/** `DELETE /ixj_web/qa/work_bind_template`. */
export const ZWorkUnbindTemplate = z.object({ work_id: zId('work_id') });
