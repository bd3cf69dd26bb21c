import {
  chatConfig,
  chatGenerateText,
  chatHistoryList,
  chatStopStream,
  chatTemplate,
  chatTemplateList,
  type TCallInput,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

/**
 * AI chat (spec 03 section 7 "Chat"). The streaming calls (`/chat_web/stream_generate_text`,
 * `/chat_web/content/continue`, `/chat_web/content/rewrite`) are read with streamChat (chat-stream.ts).
 */
export function chatService(t: Transport) {
  return {
    /** `POST /chat_web/generate_text`: a whole answer. */
    generateText: (body: TCallInput<typeof chatGenerateText>, opts?: CallOptions) =>
      t.call(chatGenerateText, body, opts),
    /** `POST /chat_web/stop_stream`: stops one of my streams by id. */
    stopStream: (body: TCallInput<typeof chatStopStream>, opts?: CallOptions) =>
      t.call(chatStopStream, body, opts),
    /** `GET /chat_web/history`: my questions and answers, newest first. */
    history: (query: TCallInput<typeof chatHistoryList>, opts?: CallOptions) =>
      t.call(chatHistoryList, query, opts),
    /** `GET /chat_web/chat_config`: my models and whether an engine is configured. */
    config: (opts?: CallOptions) => t.call(chatConfig, {}, opts),
    /** `GET /ixj_web/qa/template_list`: chat templates (ADVANCED or GENERAL). */
    templateList: (query: TCallInput<typeof chatTemplateList>, opts?: CallOptions) =>
      t.call(chatTemplateList, query, opts),
    /** `GET /ixj_web/qa/template`: one chat template. */
    template: (query: TCallInput<typeof chatTemplate>, opts?: CallOptions) =>
      t.call(chatTemplate, query, opts),
  };
}

/** The chat call group. */
export type ChatService = ReturnType<typeof chatService>;
