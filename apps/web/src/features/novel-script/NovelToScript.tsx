import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { aiGetLatestRecord, aiNovelToScreenplay, MediaType, type TNovelTarget } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';
import { ChapterPicker } from './ChapterPicker';
import { ConversionRecord } from './ConversionRecord';
import { NovelGate } from './NovelGate';
import { readNovelFile } from './readNovelFile';
import { field, WorkSelect } from './WorkSelect';

const NEW_WORK = '__new__';

/** /workBench/novelToScript: convert a novel work or an uploaded file into script episodes. */
export function NovelToScript() {
  return (
    <NovelGate>
      <NovelToScriptPage />
    </NovelGate>
  );
}

function NovelToScriptPage() {
  const latest = useCall(aiGetLatestRecord, {});
  return (
    <div className="space-y-4 p-6" data-testid="novel-workbench">
      <ConvertForm onStarted={() => latest.mutate()} />
      {latest.data === null && (
        <p className="text-sm text-slate-500">还没有转换记录。选择小说后开始第一次转换。</p>
      )}
      {latest.data && (
        <ConversionRecord key={latest.data.record_id} first={latest.data} onChange={() => latest.mutate()} />
      )}
    </div>
  );
}

/** Where the novel comes from (a novel work or a file), where the episodes go, and how. */
function ConvertForm({ onStarted }: { onStarted: () => void }) {
  const [source, setSource] = useState('');
  const [excluded, setExcluded] = useState<{ ids: string[]; docIds?: string[] }>({ ids: [] });
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [target, setTarget] = useState(NEW_WORK);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<TNovelTarget>('short_drama');
  const [episodes, setEpisodes] = useState('');
  const [busy, setBusy] = useState(false);
  const convert = useCallMutation(aiNovelToScreenplay);

  const pickFile = async (picked: File) => {
    try {
      const text = await readNovelFile(picked);
      if (!text) throw new Error('文件里没有文字');
      setFile({ name: picked.name, text });
      setSource('');
      if (!name) setName(picked.name.replace(/\.(txt|docx)$/i, ''));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '读取文件失败');
    }
  };
  const submit = async () => {
    setBusy(true);
    try {
      await convert({
        ...(file ? { text: file.text } : { source_project_id: source, doc_ids: excluded.docIds }),
        ...(target === NEW_WORK ? { project_name: name.trim() } : { project_id: target }),
        target: kind,
        ...(episodes ? { episodes: Number(episodes) } : {}),
      });
      toast.success('已开始转换');
      onStarted();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '开始转换失败');
    } finally {
      setBusy(false);
    }
  };
  const ready =
    Boolean(file || (source && excluded.docIds?.length !== 0)) && (target !== NEW_WORK || name.trim());
  return (
    <section className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="font-medium">小说转剧本</h2>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="w-16 text-slate-600">小说</span>
        <WorkSelect
          label="小说作品"
          media={MediaType.NOVEL}
          value={source}
          first={{ value: '', label: '选择站内小说作品…' }}
          onChange={(v) => {
            setSource(v);
            setExcluded({ ids: [] });
            setFile(null);
          }}
        />
        <span className="text-slate-400">或</span>
        <label className="cursor-pointer text-brand-600 hover:underline">
          上传小说（.txt / .docx）
          <input
            type="file"
            accept=".txt,.docx"
            className="hidden"
            data-testid="novel-upload"
            onChange={(e) => {
              const picked = e.target.files?.[0];
              e.target.value = '';
              if (picked) void pickFile(picked);
            }}
          />
        </label>
        {file && (
          <span data-testid="novel-file" className="text-slate-600">
            {file.name}（{file.text.length} 字）
          </span>
        )}
      </div>
      {source && !file && (
        <ChapterPicker
          workId={source}
          excluded={excluded.ids}
          onChange={(ids, docIds) => setExcluded({ ids, docIds })}
        />
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="w-16 text-slate-600">写入</span>
        <WorkSelect
          label="目标剧本作品"
          media={MediaType.SCRIPT}
          value={target}
          first={{ value: NEW_WORK, label: '新建剧本作品' }}
          onChange={setTarget}
        />
        {target === NEW_WORK && (
          <input
            aria-label="新作品名称"
            placeholder="新剧本作品的名称"
            className={field}
            maxLength={50}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="w-16 text-slate-600">改编为</span>
        <select
          aria-label="改编目标"
          className={field}
          value={kind}
          onChange={(e) => setKind(e.target.value as TNovelTarget)}
        >
          <option value="short_drama">竖屏短剧</option>
          <option value="series">剧集</option>
        </select>
        <input
          aria-label="集数"
          type="number"
          min={1}
          max={200}
          placeholder="集数（默认每章一集）"
          className={`${field} w-48`}
          value={episodes}
          onChange={(e) => setEpisodes(e.target.value)}
        />
        <Button disabled={!ready} loading={busy} onClick={submit}>
          开始转换
        </Button>
      </div>
    </section>
  );
}
