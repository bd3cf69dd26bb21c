import { isApiError } from '@juzuo/api-client';
import { useInvalidate } from '@juzuo/api-client/react';
import {
  projectDocImport,
  type TDocImportResult,
  type TImportPreview,
  type TMediaType,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { api } from '../../lib/api';
import { DialogFrame } from '../works/DialogFrame';
import { ChipGroup } from '../works/fields';
import { mediaOptionsFor } from '../works/options';
import { ImportFilePick } from './ImportFilePick';
import { ImportPreview } from './ImportPreview';
import {
  blocksOf,
  changedLines,
  draftOf,
  keptParts,
  type PartDraft,
  withBlock,
  withKeep,
  workNameOf,
} from './importDraft';

/** Where the import goes: this work (optionally one volume), or a new script work. */
export type ImportDestination =
  | { kind: 'work'; workId: string; volumeId?: string | null; volumeName?: string }
  | { kind: 'new' };

/** Props of ImportDialog. */
export interface ImportDialogProps {
  destination: ImportDestination;
  onClose: () => void;
  /** The documents were made (first in reading order first). */
  onImported: (result: TDocImportResult) => void;
}

// The preview scrolls by itself and the dialog body never does: its height is the window's 90% less
// the dialog's header, footer, file row (and the new work's fields), never under 10rem.
const PREVIEW_HEIGHT = 'max-h-[max(10rem,calc(90vh_-_19rem))]';
const PREVIEW_HEIGHT_NEW = 'max-h-[max(10rem,calc(90vh_-_25rem))]';

const messageOf = (e: unknown) =>
  isApiError(e) ? e.msg : e instanceof Error && e.message ? e.message : '导入失败，请稍后重试';

/**
 * 导入剧本: pick a file, read the recognised structure (project/doc/import_preview, nothing made),
 * fix elements or leave parts out, then import with those corrections (project/doc/import). A bad
 * file's reason shows here in the dialog and nothing is created.
 */
export function ImportDialog({ destination, onClose, onImported }: ImportDialogProps) {
  const invalidate = useInvalidate();
  const isNew = destination.kind === 'new';
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [mediaType, setMediaType] = useState<TMediaType>('SCRIPT');
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [draft, setDraft] = useState<PartDraft[]>([]);
  const [error, setError] = useState('');
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);

  const read = async (f: File, media: TMediaType) => {
    setReading(true);
    setError('');
    setPreview(null);
    try {
      const target =
        destination.kind === 'work'
          ? { project_id: destination.workId }
          : { project_type: 'SCRIPT', media_type: media };
      const p = await api.docImport.preview(f, f.name, target, { silent: true });
      setPreview(p);
      setDraft(draftOf(p));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setReading(false);
    }
  };
  const pick = (f: File) => {
    setFile(f);
    if (isNew && (name === '' || (file && name === workNameOf(file.name)))) setName(workNameOf(f.name));
    void read(f, mediaType);
  };
  const chooseMedia = (m: TMediaType) => {
    setMediaType(m);
    if (file) void read(file, m);
  };

  const submit = async () => {
    if (!file || !preview) return;
    if (isNew && name.trim() === '') {
      setError('请填写作品名称');
      return;
    }
    setImporting(true);
    setError('');
    try {
      const target =
        destination.kind === 'work'
          ? { project_id: destination.workId, volume_id: destination.volumeId ?? undefined }
          : { project_name: name.trim(), project_type: 'SCRIPT', media_type: mediaType };
      const done = await api.docImport.importFile(file, file.name, target, blocksOf(draft), {
        silent: true,
      });
      await invalidate(projectDocImport);
      onImported(done);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setImporting(false);
    }
  };

  const kept = keptParts(draft);
  const changed = preview ? changedLines(preview, draft) : 0;
  const into =
    destination.kind === 'work' && destination.volumeName ? `导入到「${destination.volumeName}」` : '导入';
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={isNew ? '导入剧本为新作品' : '导入剧本'}
      width="max-w-3xl"
      testId="import-dialog"
      footer={
        <>
          {preview && (
            <span data-testid="import-summary" className="mr-auto self-center text-xs text-slate-500">
              将导入 {kept} 篇文档{changed > 0 ? `，已更正 ${changed} 行` : ''}
            </span>
          )}
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button
            onClick={() => void submit()}
            loading={importing}
            disabled={!preview || kept === 0 || reading}
            data-testid="import-submit"
          >
            {into}
          </Button>
        </>
      }
    >
      <div className="flex min-h-0 flex-col gap-4">
        <ImportFilePick file={file} onFile={pick} disabled={reading || importing} />
        {isNew && (
          <div className="grid grid-cols-[1fr_auto] items-start gap-x-6">
            <TextField
              label="作品名称"
              value={name}
              maxLength={50}
              onChange={(e) => setName(e.target.value)}
              placeholder="默认为文件名"
              data-testid="import-work-name"
            />
            <ChipGroup
              label="作品类型"
              options={mediaOptionsFor('SCRIPT')}
              value={mediaType}
              onChange={chooseMedia}
              testId="import-media-type"
            />
          </div>
        )}
        {error && (
          <p
            role="alert"
            data-testid="import-error"
            className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700 ring-1 ring-rose-200"
          >
            {error}
          </p>
        )}
        {reading && <p className="text-sm text-slate-500">正在识别文件结构…</p>}
        {preview && (
          <section aria-label="识别结果" className="flex min-h-0 flex-col gap-2">
            <p data-testid="import-overview" className="text-xs text-slate-500">
              识别为{preview.script ? '剧本' : '小说'}，共 {preview.parts.length} 个部分、{preview.line_count}{' '}
              行。可修改每行的元素，取消勾选的部分不会导入。
            </p>
            <div
              data-testid="import-preview"
              className={`${isNew ? PREVIEW_HEIGHT_NEW : PREVIEW_HEIGHT} overflow-auto rounded-lg bg-slate-50 p-2`}
            >
              <ImportPreview
                preview={preview}
                draft={draft}
                onBlock={(part, line, block) => setDraft((d) => withBlock(d, part, line, block))}
                onKeep={(part, keep) => setDraft((d) => withKeep(d, part, keep))}
              />
            </div>
          </section>
        )}
      </div>
    </DialogFrame>
  );
}
