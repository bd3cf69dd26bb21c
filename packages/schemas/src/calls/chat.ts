import { z } from 'zod';
import {
  ZChatAnswer,
  ZChatAsk,
  ZChatConfig,
  ZChatContent,
  ZChatGenerateContent,
  ZChatGenerateLabel,
  ZChatGptAsk,
  ZChatGptGenerateContent,
  ZChatHistoryItem,
  ZChatInstruction,
  ZChatStop,
  ZChatStreamEvent,
  ZChatTemplate,
  ZChatTemplateInput,
  ZChatTemplateListInput,
  ZWorkBindTemplate,
  ZWorkInstructionList,
  ZWorkInstructionListInput,
  ZWorkUnbindTemplate,
} from '../chat-api';
import { ZPage } from '../team';
import { defineCall } from './define';

// AI chat (spec 03 section 7 "Chat"; issue 15) on the chat service host. Every /chat_web call needs
// the ai_chat tag (7013 otherwise) and a model the tag allows; calls that need the engine answer
// 9001 AI引擎未配置 as a JSON envelope before any stream starts. Streams answer text/event-stream:
// `{stream_id, model, context}`, `{content, reasoning?}`..., `[DONE]`; an engine failure sends
// `{status, msg}` (spec 03 section 8) and ends.

const HISTORY = '/chat_web/history';

/** `POST /chat_web/stream_generate_text`: a question, the answer streamed (SSE). */
export const chatStreamGenerateText = defineCall({
  method: 'POST',
  path: '/chat_web/stream_generate_text',
  service: 'chat',
  area: 'chat',
  summary: 'AI对话（流式回答，SSE）',
  auth: 'user',
  answer: 'sse',
  input: ZChatAsk,
  output: ZChatStreamEvent,
  invalidates: [HISTORY],
});

/** `POST /chat_web/generate_text`: a question, the answer whole (120 s). */
export const chatGenerateText = defineCall({
  method: 'POST',
  path: '/chat_web/generate_text',
  service: 'chat',
  area: 'chat',
  summary: 'AI对话（完整回答）',
  auth: 'user',
  input: ZChatAsk,
  output: ZChatAnswer,
  invalidates: [HISTORY],
});

/** `POST /chat_web/content/continue`: continue the selected words (SSE, 180 s). */
export const chatContentContinue = defineCall({
  method: 'POST',
  path: '/chat_web/content/continue',
  service: 'chat',
  area: 'chat',
  summary: 'AI续写选中文字（流式，SSE）',
  auth: 'user',
  answer: 'sse',
  input: ZChatContent,
  output: ZChatStreamEvent,
  invalidates: [HISTORY],
});

/** `POST /chat_web/content/rewrite`: rewrite the selected words (SSE, 180 s). */
export const chatContentRewrite = defineCall({
  method: 'POST',
  path: '/chat_web/content/rewrite',
  service: 'chat',
  area: 'chat',
  summary: 'AI改写选中文字（流式，SSE）',
  auth: 'user',
  answer: 'sse',
  input: ZChatContent,
  output: ZChatStreamEvent,
  invalidates: [HISTORY],
});

/** `POST /chat_web/stop_stream`: stops one of the caller's streams. */
export const chatStopStream = defineCall({
  method: 'POST',
  path: '/chat_web/stop_stream',
  service: 'chat',
  area: 'chat',
  summary: '停止AI回答',
  auth: 'user',
  input: ZChatStop,
  output: z.object({ stream_id: z.string(), stopped: z.boolean() }),
  invalidates: [HISTORY],
});

/** `GET /chat_web/history`: the caller's questions and answers, newest first. */
export const chatHistoryList = defineCall({
  method: 'GET',
  path: HISTORY,
  service: 'chat',
  area: 'chat',
  summary: 'AI对话历史',
  auth: 'user',
  input: ZPage,
  output: z.object({ list: z.array(ZChatHistoryItem), total: z.number().int() }),
});

/** `GET /chat_web/chat_config`: the models the caller may use and whether an engine is configured. */
export const chatConfig = defineCall({
  method: 'GET',
  path: '/chat_web/chat_config',
  service: 'chat',
  area: 'chat',
  summary: 'AI对话可用模型与引擎状态',
  auth: 'user',
  input: z.object({}),
  output: ZChatConfig,
});

/** `GET /ixj_web/qa/template_list?type=ADVANCED|GENERAL`: chat templates. */
export const chatTemplateList = defineCall({
  method: 'GET',
  path: '/ixj_web/qa/template_list',
  service: 'main',
  area: 'chat',
  summary: 'AI对话模板列表',
  auth: 'user',
  input: ZChatTemplateListInput,
  output: z.object({ list: z.array(ZChatTemplate) }),
});

/** `GET /ixj_web/qa/template?template_id=`: one chat template. */
export const chatTemplate = defineCall({
  method: 'GET',
  path: '/ixj_web/qa/template',
  service: 'main',
  area: 'chat',
  summary: 'AI对话模板',
  auth: 'user',
  input: ZChatTemplateInput,
  output: ZChatTemplate,
});

/** `POST /chat_web/gpt_stream_generate_text`: stream_generate_text on the gpt family (ai_chat 3 or 4). */
export const chatGptStreamGenerateText = defineCall({
  method: 'POST',
  path: '/chat_web/gpt_stream_generate_text',
  service: 'chat',
  area: 'chat',
  summary: 'GPT对话（流式回答，SSE）',
  auth: 'user',
  answer: 'sse',
  input: ZChatGptAsk,
  output: ZChatStreamEvent,
  invalidates: [HISTORY],
});

/** `POST /chat_web/gpt_generate_text`: generate_text on the gpt family. */
export const chatGptGenerateText = defineCall({
  method: 'POST',
  path: '/chat_web/gpt_generate_text',
  service: 'chat',
  area: 'chat',
  summary: 'GPT对话（完整回答）',
  auth: 'user',
  input: ZChatGptAsk,
  output: ZChatAnswer,
  invalidates: [HISTORY],
});

/** `POST /chat_web/stream_generate_content`: new text for the document, written from a request (SSE). */
export const chatStreamGenerateContent = defineCall({
  method: 'POST',
  path: '/chat_web/stream_generate_content',
  service: 'chat',
  area: 'chat',
  summary: 'AI生成正文（流式，SSE）',
  auth: 'user',
  answer: 'sse',
  input: ZChatGenerateContent,
  output: ZChatStreamEvent,
  invalidates: [HISTORY],
});

/** `POST /chat_web/gpt_stream_generate_content`: stream_generate_content on the gpt family. */
export const chatGptStreamGenerateContent = defineCall({
  method: 'POST',
  path: '/chat_web/gpt_stream_generate_content',
  service: 'chat',
  area: 'chat',
  summary: 'GPT生成正文（流式，SSE）',
  auth: 'user',
  answer: 'sse',
  input: ZChatGptGenerateContent,
  output: ZChatStreamEvent,
  invalidates: [HISTORY],
});

/** `POST /chat_web/gpt_stream_generate_label`: labels of a text, one per line (SSE, gpt family). */
export const chatGptStreamGenerateLabel = defineCall({
  method: 'POST',
  path: '/chat_web/gpt_stream_generate_label',
  service: 'chat',
  area: 'chat',
  summary: 'GPT生成标签（流式，SSE）',
  auth: 'user',
  answer: 'sse',
  input: ZChatGenerateLabel,
  output: ZChatStreamEvent,
  invalidates: [HISTORY],
});

/** `GET /ixj_web/ai/instruction_list`: the general instructions of the chat panel. */
export const chatAiInstructionList = defineCall({
  method: 'GET',
  path: '/ixj_web/ai/instruction_list',
  service: 'main',
  area: 'chat',
  summary: 'AI通用指令列表',
  auth: 'user',
  input: z.object({}),
  output: z.object({ list: z.array(ZChatInstruction) }),
});

const WORK_INSTRUCTIONS = '/ixj_web/works/instruction_list';

/** `GET /ixj_web/works/instruction_list?work_id=`: a work's writing instructions and its bound template. */
export const chatWorkInstructionList = defineCall({
  method: 'GET',
  path: WORK_INSTRUCTIONS,
  service: 'main',
  area: 'chat',
  summary: '作品写作指令列表',
  auth: 'user',
  input: ZWorkInstructionListInput,
  output: ZWorkInstructionList,
});

/** `PUT /ixj_web/qa/work_bind_template`: binds a chat template to a work (its members' panels open with it). */
export const chatWorkBindTemplate = defineCall({
  method: 'PUT',
  path: '/ixj_web/qa/work_bind_template',
  service: 'main',
  area: 'chat',
  summary: '作品绑定AI对话模板',
  auth: 'user',
  input: ZWorkBindTemplate,
  output: z.object({ work_id: z.string(), template_id: z.string() }),
  invalidates: [WORK_INSTRUCTIONS],
});

/** `DELETE /ixj_web/qa/work_bind_template`: unbinds the work's chat template. */
export const chatWorkUnbindTemplate = defineCall({
  method: 'DELETE',
  path: '/ixj_web/qa/work_bind_template',
  service: 'main',
  area: 'chat',
  summary: '作品解绑AI对话模板',
  auth: 'user',
  input: ZWorkUnbindTemplate,
  output: z.object({ work_id: z.string() }),
  invalidates: [WORK_INSTRUCTIONS],
});
