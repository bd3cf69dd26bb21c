import { ChatModel } from '@juzuo/schemas';

/** Which engine model serves each chat alias (qwen, gpt-3.5, gpt-4) and which serves the rest. */
export interface ModelMap {
  /** Model used when no alias is asked for, or an alias the map does not name. */
  defaultModel: string;
  /** Alias -> engine model. */
  aliases: Readonly<Record<string, string>>;
}

/**
 * Parses LLM_MODELS: one model name serves every alias (`qwen2.5:7b`); or `alias=model` pairs
 * (`qwen=qwen2.5:7b,gpt-4=qwen2.5:32b`). The default model is the `qwen` entry (the spec's default
 * chat model), else the first pair. config.ts has already rejected malformed values.
 */
export function parseModelMap(raw: string): ModelMap {
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length) throw new Error('LLM_MODELS is empty');
  if (parts.length === 1 && !parts[0]!.includes('=')) return { defaultModel: parts[0]!, aliases: {} };
  const aliases: Record<string, string> = {};
  for (const part of parts) {
    const [alias, model] = part.split('=').map((s) => s.trim());
    if (!alias || !model) throw new Error(`LLM_MODELS: "${part}" is not alias=model`);
    aliases[alias] = model;
  }
  const defaultModel = aliases[ChatModel.QWEN] ?? Object.values(aliases)[0]!;
  return { defaultModel, aliases };
}

/**
 * The engine model for a requested alias or model name: a mapped alias gives its model; the spec's
 * chat aliases (qwen, gpt-3.5, gpt-4) that are not mapped, and no request at all, give the default
 * model; any other name is taken as an engine model name and passed through.
 */
export function resolveModel(map: ModelMap, requested?: string): string {
  if (!requested) return map.defaultModel;
  const mapped = map.aliases[requested];
  if (mapped) return mapped;
  if ((Object.values(ChatModel) as string[]).includes(requested)) return map.defaultModel;
  return requested;
}
