import { CHAT_MODE_STORAGE_KEY, DEFAULT_CHAT_CONFIG, type TChatModel } from '@juzuo/schemas';

/** The writer's chat mode: which model and whether its reasoning is shown (spec 03 section 9). */
export interface ChatMode {
  model: TChatModel;
  thinking: 0 | 1;
}

/** The chat mode kept in localStorage, or the default (qwen, thinking 1). */
export function readChatMode(): ChatMode {
  try {
    const raw = JSON.parse(localStorage.getItem(CHAT_MODE_STORAGE_KEY) ?? 'null') as Partial<ChatMode> | null;
    return {
      model: raw?.model ?? DEFAULT_CHAT_CONFIG.model,
      thinking: raw?.thinking === 0 ? 0 : 1,
    };
  } catch {
    return { model: DEFAULT_CHAT_CONFIG.model, thinking: 1 };
  }
}

/** Keeps the chat mode for the next visit. */
export function writeChatMode(mode: ChatMode): void {
  try {
    localStorage.setItem(CHAT_MODE_STORAGE_KEY, JSON.stringify(mode));
  } catch {
    // A full or blocked storage only loses the preference.
  }
}
