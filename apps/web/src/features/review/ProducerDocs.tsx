import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { escapeHtml } from '@juzuo/doc-model';
import { producerDocAdd, producerDocDetail, producerDocList, producerDocSave } from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { toastSaveFailure } from '../../lib/saveFailure';
import { toast } from '../../stores/toast';

/** Review documents hold HTML; this panel edits them as plain lines. */
const toHtml = (text: string) =>
  text
    .split('\n')
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
const toText = (html: string) =>
  html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function ProducerDocEditor({ producerId, canWrite }: { producerId: string; canWrite: boolean }) {
  const detail = useCall(producerDocDetail, { producer_id: producerId });
  const save = useCallMutation(producerDocSave);
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = detail.data?.content;
  useEffect(() => {
    if (loaded !== undefined) setText(toText(loaded));
  }, [loaded]);
  const onSave = async () => {
    if (text === null) return;
    setBusy(true);
    try {
      // Spec 02 section 7: a failed save says so only while the browser is online (offline, the
      // banner already tells the user, and a toast per attempt would only repeat it).
      await save({ producer_id: producerId, content: toHtml(text) }, { silent: true });
      toast.success('审读意见已保存');
    } catch (error) {
      toastSaveFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <textarea
        data-testid="producer-doc-content"
        aria-label="审读意见"
        // Not typed into before its content arrives (it would overwrite what was typed).
        readOnly={!canWrite || text === null}
        className="h-64 w-full resize-none rounded-md border border-slate-300 p-2 text-sm"
        value={text ?? ''}
        onChange={(e) => setText(e.target.value)}
      />
      {canWrite && (
        <Button size="sm" data-testid="producer-doc-save" loading={busy} onClick={onSave}>
          保存
        </Button>
      )}
    </div>
  );
}

/** The producers' review documents of a work (works/producers, works/producer): list, add, write. */
export function ProducerDocs({ workId }: { workId: string }) {
  const list = useCall(producerDocList, { project_id: workId });
  const add = useCallMutation(producerDocAdd);
  const [title, setTitle] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const docs = list.data?.list ?? [];
  const open = docs.find((d) => d.producer_id === openId);
  return (
    <div data-testid="producer-docs" className="space-y-2 p-3">
      {list.data?.can_add && (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!title.trim()) return;
            add({ project_id: workId, title })
              .then((r) => {
                setTitle('');
                setOpenId(r.producer_id);
              })
              .catch(() => {});
          }}
        >
          <input
            data-testid="producer-doc-title"
            aria-label="新审读文档标题"
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-xs"
            placeholder="新审读文档标题"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <button
            type="submit"
            data-testid="producer-doc-add"
            className="text-xs text-brand-600 hover:underline"
          >
            新建
          </button>
        </form>
      )}
      <ul className="space-y-1">
        {docs.map((d) => (
          <li key={d.producer_id}>
            <button
              type="button"
              className={`w-full rounded px-2 py-1 text-left text-xs ${d.producer_id === openId ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
              onClick={() => setOpenId(d.producer_id)}
            >
              {d.title}
              <span className="ml-2 text-slate-400">{d.author_name}</span>
            </button>
          </li>
        ))}
        {list.data && docs.length === 0 && <li className="text-xs text-slate-400">还没有审读文档</li>}
      </ul>
      {open && (
        <ProducerDocEditor key={open.producer_id} producerId={open.producer_id} canWrite={open.can_write} />
      )}
    </div>
  );
}
