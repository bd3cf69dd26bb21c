import { useCallMutation } from '@juzuo/api-client/react';
import { commentSuggestionDecide } from '@juzuo/schemas';
import { useState } from 'react';
import { useTypewriter } from './typewriter';
import type { ChatAnswer } from './useChatStream';

/** One answer: typed out at 60 ms a character, its context, and the way into the document. */
export function ChatAnswerCard({
  answer,
  canSuggest,
  onSuggest,
}: {
  answer: ChatAnswer;
  canSuggest: boolean;
  onSuggest: () => Promise<string>;
}) {
  const shown = useTypewriter(answer.content, answer.state !== 'streaming');
  const decide = useCallMutation(commentSuggestionDecide);
  const [suggestion, setSuggestion] = useState<{
    id: string;
    state: 'open' | 'accepted' | 'rejected';
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const settled = answer.state !== 'streaming' && shown.length === answer.content.length;
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch {
      // The client's error event has told the writer why.
    } finally {
      setBusy(false);
    }
  };
  const ctx = answer.context;
  return (
    <div
      data-testid="ai-chat-answer"
      data-state={answer.state}
      className="space-y-1 rounded-md border border-slate-200 p-2"
    >
      <p className="text-xs font-medium text-slate-500">{answer.query}</p>
      {answer.reasoning && (
        <p data-testid="ai-chat-reasoning" className="whitespace-pre-wrap text-xs text-slate-400">
          {answer.reasoning}
        </p>
      )}
      <p data-testid="ai-chat-answer-text" className="whitespace-pre-wrap text-slate-800">
        {shown}
      </p>
      {ctx && (
        <p data-testid="ai-chat-context" className="text-[11px] text-slate-400">
          上下文：
          {ctx.sources.length === 0
            ? '无'
            : ctx.sources.map((s) => `${s.name}（${s.chars}字${s.truncated ? '，已截取' : ''}）`).join('、')}
          · 约{ctx.token_estimate} tokens · {answer.model}
        </p>
      )}
      {answer.state === 'stopped' && (
        <p data-testid="ai-chat-stopped" className="text-xs text-slate-500">
          已停止
        </p>
      )}
      {answer.state === 'failed' && (
        <p data-testid="ai-chat-error" className="text-xs text-rose-600">
          {answer.error}
        </p>
      )}
      {canSuggest && settled && answer.content && !suggestion && (
        <button
          type="button"
          data-testid="ai-chat-suggest"
          disabled={busy}
          className="text-xs text-brand-600 hover:underline"
          onClick={() => void run(async () => setSuggestion({ id: await onSuggest(), state: 'open' }))}
        >
          作为修改建议插入
        </button>
      )}
      {suggestion?.state === 'open' && (
        <div className="flex items-center gap-2 text-xs">
          <span className="text-slate-500">已作为建议加入文档：</span>
          <button
            type="button"
            data-testid="ai-chat-accept"
            disabled={busy}
            className="text-emerald-700 hover:underline"
            onClick={() =>
              void run(async () => {
                await decide({ comment_id: suggestion.id, accept: true });
                setSuggestion({ ...suggestion, state: 'accepted' });
              })
            }
          >
            采纳
          </button>
          <button
            type="button"
            data-testid="ai-chat-reject"
            disabled={busy}
            className="text-rose-600 hover:underline"
            onClick={() =>
              void run(async () => {
                await decide({ comment_id: suggestion.id, accept: false });
                setSuggestion({ ...suggestion, state: 'rejected' });
              })
            }
          >
            拒绝
          </button>
        </div>
      )}
      {suggestion && suggestion.state !== 'open' && (
        <p data-testid="ai-chat-decided" className="text-xs text-slate-500">
          {suggestion.state === 'accepted' ? '已采纳' : '已拒绝'}
        </p>
      )}
    </div>
  );
}
