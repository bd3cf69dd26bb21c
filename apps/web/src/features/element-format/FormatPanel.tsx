import type { TFullFormatResult } from '@juzuo/schemas';
import type { Editor } from '@tiptap/react';
import { OpenDocGroup } from './OpenDocGroup';
import { StoredDocGroup } from './StoredDocGroup';
import { useFormatJob } from './useFormatJob';

type FormatDoc = TFullFormatResult['docs'][number];

const ENGINE_NOTE = {
  rules: '未配置AI引擎：仅按剧本格式规则识别（△、冒号、场景词等），看不出的行按动作处理。',
  'rules+llm': '按剧本格式规则识别，规则看不出的行由AI判断。',
} as const;
const STATE_NOTE: Record<string, string> = {
  waiting: '排队中…',
  running: '识别中…',
  failed: '识别失败',
  cancelled: '识别已取消',
};

/**
 * 格式整理 beside the script editor (element/full_format): recognises the element of every line of
 * this episode or of the whole work, shows progress while the job runs, then the proposed changes
 * grouped by episode. The open episode's changes are accepted here; another episode's are listed
 * with a link that opens it (the result stays for the work in this tab).
 */
export function FormatPanel({
  editor,
  docId,
  workId,
}: {
  editor: Editor | null;
  docId: string;
  workId?: string;
}) {
  const { job, running, start } = useFormatJob(workId);
  const result = job?.state === 'done' ? job.result : null;
  const docs = result ? orderDocs(result.docs, docId) : [];
  const total = docs.reduce((n, d) => n + d.changes.length, 0);
  return (
    <div
      data-testid="format-panel"
      data-job-id={job?.job_id ?? ''}
      className="flex h-full min-h-0 flex-col gap-2 text-sm"
    >
      <div>
        <h2 className="font-medium text-slate-700">全文格式整理</h2>
        <p className="text-xs text-slate-500">
          识别每一行的剧本元素（场景、人物、动作、对白、转场），逐条确认后修改。
        </p>
      </div>
      <div className="flex gap-2">
        <RunButton testId="format-run-doc" disabled={running || !workId} onClick={() => void start([docId])}>
          整理本集
        </RunButton>
        <RunButton testId="format-run-all" disabled={running || !workId} onClick={() => void start()}>
          整理全部分集
        </RunButton>
      </div>
      {job && job.state !== 'done' && (
        <div data-testid="format-progress" className="space-y-1 text-xs text-slate-600">
          <p>
            {STATE_NOTE[job.state] ?? job.state}
            {job.state === 'running' && ` ${job.progress}%`}
          </p>
          {running && <progress className="w-full" max={100} value={job.progress} aria-label="识别进度" />}
          {job.error && <p className="text-rose-600">{job.error}</p>}
        </div>
      )}
      {result && (
        <p data-testid="format-summary" className="text-xs text-slate-500">
          已识别 {result.docs.length} 集，{total > 0 ? `${total} 处建议` : '没有需要整理的行'}。
          <span data-testid="format-engine-note" className="block">
            {ENGINE_NOTE[result.engine]}
          </span>
        </p>
      )}
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto">
        {docs.map((d) =>
          d.doc_id === docId && editor ? (
            <OpenDocGroup key={`${job?.job_id}-${d.doc_id}`} editor={editor} doc={d} />
          ) : (
            <StoredDocGroup key={`${job?.job_id}-${d.doc_id}`} doc={d} />
          ),
        )}
      </div>
    </div>
  );
}

/** The episodes with proposals, the open one first. */
function orderDocs(docs: FormatDoc[], openId: string): FormatDoc[] {
  const withChanges = docs.filter((d) => d.changes.length > 0);
  return [
    ...withChanges.filter((d) => d.doc_id === openId),
    ...withChanges.filter((d) => d.doc_id !== openId),
  ];
}

function RunButton({
  testId,
  disabled,
  onClick,
  children,
}: {
  testId: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
      className="h-8 flex-1 rounded-md border border-slate-300 bg-white text-xs text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
    >
      {children}
    </button>
  );
}
