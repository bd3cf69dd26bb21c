import { ChatMessageText, Status, type TChatContext } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '../../engines/openai/types';
import { AppError } from '../../lib/errors';
import { estimateTokens } from '../../lib/text-budget';
import { chatPrompt } from '../../prompts/chat';
import { chatTemplateById } from '../../prompts/chat-templates';
import { continuePrompt } from '../../prompts/continue';
import { generateContentPrompt } from '../../prompts/generate-content';
import { generateLabelPrompt } from '../../prompts/generate-label';
import { rewritePrompt } from '../../prompts/rewrite';
import { type PromptFile, promptName } from '../../prompts/types';
import { buildWritingContext } from '../ai-context/context';

/**
 * Tokens of work text sent with a question. Small enough for an 8k-context local model with room
 * for the question, the history and the answer; the writer sees what was cut.
 */
export const CONTEXT_BUDGET_TOKENS = 3000;

/** The messages of one request and the record of its context. */
export interface PreparedPrompt {
  kind: 'chat' | 'continue' | 'rewrite' | 'content' | 'label';
  /** What the writer asked (stored in history). */
  query: string;
  messages: ChatMessage[];
  context: TChatContext;
  docId?: string;
  ideaId?: string;
}

const contextOf = (prompt: PromptFile, sources: TChatContext['sources'], messages: ChatMessage[]) => ({
  sources,
  token_estimate: messages.reduce((n, m) => n + estimateTokens(m.content) + 4, 0),
  prompt: promptName(prompt),
});

/** A chat question: the chat prompt, the work's context, earlier turns, then the question. */
export async function prepareAsk(
  app: FastifyInstance,
  userId: string,
  input: {
    query: string;
    template_id?: string;
    selection?: string;
    history: Array<{ role: 'user' | 'assistant'; content: string }>;
    doc_id?: string;
    idea_id?: string;
  },
): Promise<PreparedPrompt> {
  const template = input.template_id ? chatTemplateById(input.template_id) : undefined;
  if (input.template_id && !template) throw new AppError(Status.NOT_FOUND, ChatMessageText.templateMissing);
  const ctx = await buildWritingContext(app, userId, input, CONTEXT_BUDGET_TOKENS);
  const parts = [
    ...ctx.blocks,
    input.selection?.trim() ? `【选中文字】\n${input.selection}` : '',
    template ? `【任务】${template.instruction}` : '',
    `【问题】\n${input.query}`,
  ].filter(Boolean);
  const history = input.history.filter((t) => t.content.trim());
  const messages: ChatMessage[] = [
    { role: 'system', content: chatPrompt.system },
    ...history,
    { role: 'user', content: parts.join('\n\n') },
  ];
  if (history.length) {
    ctx.sources.push({
      kind: 'history',
      id: '',
      name: `之前的${history.length}轮对话`,
      chars: history.reduce((n, t) => n + t.content.length, 0),
      truncated: false,
    });
  }
  return {
    kind: 'chat',
    query: input.query,
    messages,
    context: contextOf(chatPrompt, ctx.sources, messages),
    docId: input.doc_id,
    ideaId: input.idea_id,
  };
}

/** Continue or rewrite of selected words, with the work's context before them. */
export async function prepareContent(
  app: FastifyInstance,
  userId: string,
  kind: 'continue' | 'rewrite',
  input: { text: string; instruction?: string; doc_id?: string; idea_id?: string },
): Promise<PreparedPrompt> {
  const prompt = kind === 'continue' ? continuePrompt : rewritePrompt;
  const ctx = await buildWritingContext(
    app,
    userId,
    { ...input, selection: input.text },
    CONTEXT_BUDGET_TOKENS,
  );
  const label = kind === 'continue' ? '待续写文字' : '待改写文字';
  const parts = [
    ...ctx.blocks,
    `【${label}】\n${input.text}`,
    input.instruction ? `【${kind === 'continue' ? '续写' : '改写'}要求】${input.instruction}` : '',
  ].filter(Boolean);
  const messages: ChatMessage[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: parts.join('\n\n') },
  ];
  return {
    kind,
    query: input.instruction ? `${input.instruction}\n${input.text}` : input.text,
    messages,
    context: contextOf(prompt, ctx.sources, messages),
    docId: input.doc_id,
    ideaId: input.idea_id,
  };
}

/** New text for the document from a request (stream_generate_content), with the work's context. */
export async function prepareGenerateContent(
  app: FastifyInstance,
  userId: string,
  input: { query: string; template_id?: string; doc_id?: string; idea_id?: string },
): Promise<PreparedPrompt> {
  const template = input.template_id ? chatTemplateById(input.template_id) : undefined;
  if (input.template_id && !template) throw new AppError(Status.NOT_FOUND, ChatMessageText.templateMissing);
  const ctx = await buildWritingContext(app, userId, input, CONTEXT_BUDGET_TOKENS);
  const parts = [
    ...ctx.blocks,
    template ? `【任务】${template.instruction}` : '',
    `【写作要求】\n${input.query}`,
  ].filter(Boolean);
  const messages: ChatMessage[] = [
    { role: 'system', content: generateContentPrompt.system },
    { role: 'user', content: parts.join('\n\n') },
  ];
  return {
    kind: 'content',
    query: input.query,
    messages,
    context: contextOf(generateContentPrompt, ctx.sources, messages),
    docId: input.doc_id,
    ideaId: input.idea_id,
  };
}

/** Labels of a text (gpt_stream_generate_label): the text alone, no work context. */
export function prepareLabel(input: { text: string; count: number }): PreparedPrompt {
  const messages: ChatMessage[] = [
    { role: 'system', content: generateLabelPrompt.system },
    { role: 'user', content: `【数量】${input.count}个\n【待标注文字】\n${input.text}` },
  ];
  const sources = [
    { kind: 'selection' as const, id: '', name: '待标注文字', chars: input.text.length, truncated: false },
  ];
  return {
    kind: 'label',
    query: input.text,
    messages,
    context: contextOf(generateLabelPrompt, sources, messages),
  };
}
