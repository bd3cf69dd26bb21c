import { useCall, useCallMutation, useMyInfo } from '@juzuo/api-client/react';
import {
  chatConfig,
  chatContentContinue,
  chatContentRewrite,
  chatHistoryList,
  chatStreamGenerateContent,
  chatStreamGenerateText,
  commentAdd,
  SpecialTagGate,
  type TChatInstruction,
  type TChatModel,
} from '@juzuo/schemas';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';
import { useSelectionRange } from '../review/useSelectionRange';
import { ChatAnswerCard } from './ChatAnswerCard';
import { QuickInstructions, TemplatePicker, useChatPresets } from './ChatPresets';
import { type ChatMode, readChatMode, writeChatMode } from './chatMode';
import { ProofreadPanel } from './ProofreadPanel';
import { RenamePanel } from './RenamePanel';
import { selectionNow } from './selectionNow';
import { type ChatAnswer, useChatStream } from './useChatStream';

const field =
  'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none';
/** The answer's label when it becomes a suggestion, by how it was asked. */
const SUGGESTION_LABEL = { rewrite: 'AI改写建议', continue: 'AI续写建议', chat: 'AI建议' } as const;

/** Props of the AI chat panel. */
export interface AiChatPanelProps {
  editor: Editor | null;
  /** The open document: a script/chapter (`doc`) or an idea document (`idea`). */
  target: { kind: 'doc' | 'idea'; id: string };
  /** The work of the document (its instructions and bound template); unknown until loaded. */
  workId?: string;
  /** The writer may change the document (suggestions are offered only then). */
  editable: boolean;
}

/**
 * The AI chat beside the editor: questions about the open document, streamed answers, stop,
 * history, templates, a chat mode kept in localStorage; continue and rewrite of the selected words.
 * An answer goes into a script only as a suggestion on the selected words (the review mechanism:
 * the writer accepts or rejects it, and collaborators' typing is never touched).
 */
export function AiChatPanel({ editor, target, workId, editable }: AiChatPanelProps) {
  const info = useMyInfo();
  const allowed = info.data?.features.ai_chat ?? false;
  const config = useCall(chatConfig, allowed ? {} : null);
  if (!info.data) return null;
  if (!allowed) {
    return (
      <p data-testid="ai-chat-closed" className="rounded-md bg-slate-50 p-3 text-sm text-slate-600">
        {SpecialTagGate.ai_chat.reason}
      </p>
    );
  }
  if (!config.data) return null;
  if (!config.data.engine_ready) {
    return (
      <div
        data-testid="ai-chat-unconfigured"
        className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-800"
      >
        <p className="font-medium">AI引擎未配置</p>
        <p>{config.data.missing}</p>
      </div>
    );
  }
  return (
    <ChatBody
      editor={editor}
      target={target}
      workId={workId}
      editable={editable}
      models={config.data.models}
    />
  );
}

function ChatBody({
  editor,
  target,
  workId,
  editable,
  models,
}: AiChatPanelProps & { models: Array<{ model: TChatModel; label: string }> }) {
  const [mode, setMode] = useState<ChatMode>(readChatMode);
  const [query, setQuery] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const [selected] = useSelectionRange(editor);
  const presets = useChatPresets(workId);
  const templateId = presets.templateId;
  const history = useCall(chatHistoryList, { page_size: 20 }).data?.list ?? [];
  const { answers, ask, stop, streaming } = useChatStream();
  const addComment = useCallMutation(commentAdd);
  const model = models.some((m) => m.model === mode.model) ? mode.model : (models[0]?.model ?? 'qwen');
  const changeMode = (next: ChatMode) => {
    setMode(next);
    writeChatMode(next);
  };
  const context = target.kind === 'doc' ? { doc_id: target.id } : { idea_id: target.id };
  const send = () => {
    if (!query.trim() || streaming) return;
    const q = query;
    setQuery('');
    void ask(
      chatStreamGenerateText,
      {
        query: q,
        model,
        thinking: mode.thinking,
        ...context,
        ...(templateId ? { template_id: templateId } : {}),
        ...(selected ? { selection: selected.quote } : {}),
      },
      { kind: 'chat', query: q, selection: selected },
    );
  };
  /** A quick instruction: asked at once, about the selected words when there are some. */
  const runInstruction = (i: TChatInstruction) => {
    if (streaming) return;
    const base = { query: i.query, model, thinking: mode.thinking, ...context };
    const template = templateId ? { template_id: templateId } : {};
    const meta = { kind: 'chat' as const, query: i.title, selection: selected };
    if (i.mode === 'content') void ask(chatStreamGenerateContent, { ...base, ...template }, meta);
    else
      void ask(
        chatStreamGenerateText,
        { ...base, ...template, ...(selected ? { selection: selected.quote } : {}) },
        meta,
      );
  };
  const onSelection = (kind: 'continue' | 'rewrite') => {
    if (!selected || streaming) return;
    void ask(
      kind === 'continue' ? chatContentContinue : chatContentRewrite,
      { text: selected.quote, model, thinking: mode.thinking, ...context },
      { kind, query: kind === 'continue' ? '续写选中文字' : '改写选中文字', selection: selected },
    );
  };
  /** Proposes the answer on the words it was asked about; answers the suggestion's comment id. */
  const suggest = async (a: ChatAnswer): Promise<string> => {
    const where = a.selection && selectionNow(editor, a.selection);
    if (!a.selection || !where) {
      toast.warning('选中的文字已被删除，无法插入建议');
      throw new Error('selection gone');
    }
    const text =
      a.kind === 'rewrite'
        ? a.content
        : a.kind === 'continue'
          ? `${a.selection.quote}${a.content}`
          : `${a.selection.quote}\n${a.content}`;
    const { comment_id } = await addComment({
      doc_id: target.id,
      kind: target.kind,
      content: SUGGESTION_LABEL[a.kind],
      start: where.start,
      end: where.end,
      suggestion: text,
    });
    return comment_id;
  };

  return (
    <div data-testid="ai-chat" className="flex h-full min-h-0 flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label="对话模型"
          data-testid="ai-chat-model"
          className="rounded-md border border-slate-300 px-1.5 py-1 text-xs"
          value={model}
          onChange={(e) => changeMode({ ...mode, model: e.target.value as TChatModel })}
        >
          {models.map((m) => (
            <option key={m.model} value={m.model}>
              {m.label}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1 text-xs text-slate-600">
          <input
            type="checkbox"
            data-testid="ai-chat-thinking"
            checked={mode.thinking === 1}
            onChange={(e) => changeMode({ ...mode, thinking: e.target.checked ? 1 : 0 })}
          />
          深度思考
        </label>
        <button
          type="button"
          data-testid="ai-chat-history-toggle"
          className="ml-auto text-xs text-slate-500 hover:text-brand-600"
          onClick={() => setShowHistory((s) => !s)}
        >
          {showHistory ? '返回对话' : '历史'}
        </button>
      </div>
      {editable && target.kind === 'doc' && !showHistory && (
        <ProofreadPanel editor={editor} docId={target.id} />
      )}
      {editable && !showHistory && <RenamePanel editor={editor} target={target} selected={selected} />}
      {showHistory ? (
        <ul data-testid="ai-chat-history" className="min-h-0 flex-1 space-y-2 overflow-y-auto">
          {history.length === 0 && <li className="text-xs text-slate-400">还没有对话记录</li>}
          {history.map((h) => (
            <li key={h.history_id} data-testid="ai-chat-history-item" className="rounded-md bg-slate-50 p-2">
              <p className="font-medium text-slate-700">{h.query}</p>
              <p className="mt-1 line-clamp-3 whitespace-pre-wrap text-xs text-slate-600">{h.message}</p>
            </li>
          ))}
        </ul>
      ) : (
        <div data-testid="ai-chat-answers" className="min-h-0 flex-1 space-y-3 overflow-y-auto">
          {answers.length === 0 && (
            <p className="text-xs text-slate-400">
              向AI提问，它会参考当前文档回答。选中正文后可续写、改写，或把回答作为修改建议插入。
            </p>
          )}
          {answers.map((a) => (
            <ChatAnswerCard
              key={a.id}
              answer={a}
              canSuggest={editable && a.selection !== null}
              onSuggest={() => suggest(a)}
            />
          ))}
        </div>
      )}
      {selected && (
        <div className="flex items-center gap-2 text-xs">
          <span data-testid="ai-chat-selection" className="min-w-0 flex-1 truncate text-slate-500">
            选中：「{selected.quote}」
          </span>
          <button
            type="button"
            data-testid="ai-chat-continue"
            className="text-brand-600"
            disabled={streaming}
            onClick={() => onSelection('continue')}
          >
            续写
          </button>
          <button
            type="button"
            data-testid="ai-chat-rewrite"
            className="text-brand-600"
            disabled={streaming}
            onClick={() => onSelection('rewrite')}
          >
            改写
          </button>
        </div>
      )}
      <QuickInstructions
        instructions={presets.instructions}
        hasSelection={selected !== null}
        disabled={streaming}
        onRun={runInstruction}
      />
      <TemplatePicker workId={workId} presets={presets} onPicked={(example) => !query && setQuery(example)} />
      <textarea
        aria-label="向AI提问"
        data-testid="ai-chat-input"
        className={`${field} h-20 resize-none`}
        placeholder="输入问题，Ctrl+Enter 发送"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
        }}
      />
      {streaming ? (
        <Button variant="secondary" data-testid="ai-chat-stop" onClick={() => void stop()}>
          停止回答
        </Button>
      ) : (
        <Button data-testid="ai-chat-send" disabled={!query.trim()} onClick={send}>
          发送
        </Button>
      )}
    </div>
  );
}
