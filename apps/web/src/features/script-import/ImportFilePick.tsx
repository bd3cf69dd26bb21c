import { useId, useRef } from 'react';
import { IMPORT_ACCEPT } from './importDraft';

/** The file button of the import dialog: Word, TXT, Fountain or Final Draft files. */
export function ImportFilePick({
  file,
  onFile,
  disabled,
}: {
  file: File | null;
  onFile: (f: File) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        剧本文件
        <span className="ml-2 text-xs font-normal text-slate-400">
          支持 Word（.docx）、纯文本（.txt）、Fountain、Final Draft（.fdx）
        </span>
      </label>
      <div className="flex items-center gap-3">
        <button
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          data-testid="import-choose-file"
          className="h-9 shrink-0 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-sm text-slate-600 hover:border-brand-400 disabled:opacity-50"
        >
          {file ? '重新选择' : '+ 选择文件'}
        </button>
        {file && (
          <span data-testid="import-file-name" className="min-w-0 truncate text-sm text-slate-700">
            {file.name}
          </span>
        )}
      </div>
      <input
        id={id}
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        className="sr-only"
        data-testid="import-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) onFile(f);
        }}
      />
    </div>
  );
}
