import { isApiError, streamChat } from '@juzuo/api-client';
import { useApi, useInvalidate } from '@juzuo/api-client/react';
import { type CallDef, chatHistoryList, chatStopStream, type TChatContext } from '@juzuo/schemas';
import { useCallback, useRef, useState } from 'react';

/** One answer in the panel. */
export interface ChatAnswer {
  /** Local id of the answer in the panel. */
  id: number;
  kind: 'chat' | 'continue' | 'rewrite';
  query: string;
  content: string;
  reasoning: string;
  streamId: string | null;
  model: string;
  context: TChatContext | null;
  state: 'streaming' | 'done' | 'stopped' | 'failed';
  error: string;
  /** The selected words it was asked about (offsets into the document's text). */
  selection: { start: number; end: number; quote: string } | null;
}

/** Streams answers into state; `stop` asks the server to stop the current stream by its id. */
export function useChatStream() {
  const api = useApi();
  const invalidate = useInvalidate();
  const [answers, setAnswers] = useState<ChatAnswer[]>([]);
  const current = useRef<string | null>(null);
  const nextId = useRef(1);

  const ask = useCallback(
    async (
      def: CallDef,
      input: Record<string, unknown>,
      meta: Pick<ChatAnswer, 'kind' | 'query' | 'selection'>,
    ) => {
      const id = nextId.current++;
      const update = (patch: (a: ChatAnswer) => Partial<ChatAnswer>) =>
        setAnswers((list) => list.map((a) => (a.id === id ? { ...a, ...patch(a) } : a)));
      setAnswers((list) => {
        return [
          ...list,
          {
            id,
            ...meta,
            content: '',
            reasoning: '',
            streamId: null,
            model: '',
            context: null,
            state: 'streaming',
            error: '',
          },
        ];
      });
      try {
        const end = await streamChat(api, def, input, {
          onStart: (s) => {
            current.current = s.stream_id;
            update(() => ({ streamId: s.stream_id, model: s.model, context: s.context }));
          },
          onPiece: (p) =>
            update((a) => ({
              content: a.content + p.content,
              reasoning: a.reasoning + (p.reasoning ?? ''),
            })),
        });
        update(() => (end.kind === 'failed' ? { state: 'failed', error: end.msg } : { state: end.kind }));
      } catch (error) {
        update(() => ({
          state: 'failed',
          error: isApiError(error) ? error.msg : '请求发生错误，请联系相关人员处理~',
        }));
      } finally {
        current.current = null;
        void invalidate({ invalidates: [chatHistoryList.path] });
      }
    },
    [api, invalidate],
  );

  const stop = useCallback(async () => {
    const streamId = current.current;
    if (streamId) await api.call(chatStopStream, { stream_id: streamId }).catch(() => undefined);
  }, [api]);

  return { answers, ask, stop, streaming: answers.some((a) => a.state === 'streaming') };
}
