import type { z } from 'zod';
import type { CallOptions } from '../engines/http';
import type { ChatEngine, ChatMessage } from '../engines/openai/types';
import type { PromptFile } from '../prompts/types';

/**
 * The first JSON value in an answer: the whole text when it parses, else a fenced ```json block, else
 * the span from the first `{`/`[` to its matching close. Engines without json_schema support (and
 * small local models with it) wrap JSON in prose or fences; this reads it anyway. Null when none.
 */
export function extractJson(text: string): unknown {
  const tryParse = (s: string): unknown => {
    try {
      return JSON.parse(s);
    } catch {
      return undefined;
    }
  };
  const whole = tryParse(text.trim());
  if (whole !== undefined) return whole;
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  if (fenced) {
    const v = tryParse(fenced.trim());
    if (v !== undefined) return v;
  }
  for (let start = 0; start < text.length; start += 1) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const end = matchingClose(text, start);
    if (end < 0) continue;
    const v = tryParse(text.slice(start, end + 1));
    if (v !== undefined) return v;
  }
  return null;
}

/** Index of the bracket closing the one at `start` (strings skipped), or -1. */
function matchingClose(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Raised when the engine answered but not with JSON of the task's shape. */
export class LlmShapeError extends Error {
  constructor(readonly answer: string) {
    super('engine answer is not JSON of the expected shape');
  }
}

/**
 * One structured answer: the prompt's system text and json_schema `response_format`, then the answer
 * read with extractJson and checked with `shape`. Throws EngineError from the engine, LlmShapeError
 * when the answer is not of the shape.
 */
export async function completeJson<T>(
  engine: ChatEngine,
  prompt: PromptFile,
  user: string,
  shape: z.ZodType<T>,
  options: CallOptions & { model?: string } = {},
): Promise<T> {
  const messages: ChatMessage[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: user },
  ];
  const answer = await engine.complete(
    { model: options.model, messages, responseFormat: prompt.output, temperature: 0.3 },
    options,
  );
  const parsed = shape.safeParse(extractJson(answer.content));
  if (!parsed.success) throw new LlmShapeError(answer.content);
  return parsed.data;
}
