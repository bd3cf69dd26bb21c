import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileError } from './coverFile';

/** Picks one local image for a new work's cover and previews it (uploaded after the work exists). */
export function CoverPick({ file, onFile }: { file: File | null; onFile: (f: File | null) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        封面<span className="ml-2 text-xs font-normal text-slate-400">可选，建议 3:4 竖版</span>
      </label>
      <div className="flex items-end gap-3">
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="grid h-32 w-24 place-items-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 text-xs text-slate-500 hover:border-brand-400"
        >
          {preview ? (
            <img
              src={preview}
              alt="封面预览"
              data-testid="cover-preview"
              className="size-full object-cover"
            />
          ) : (
            '+ 选择图片'
          )}
        </button>
        {file && (
          <button
            type="button"
            onClick={() => onFile(null)}
            className="text-xs text-slate-500 hover:text-rose-600"
          >
            移除
          </button>
        )}
      </div>
      <input
        id={id}
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        data-testid="cover-file"
        onChange={(e) => {
          const f = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (!f) return;
          const problem = imageFileError(f);
          setError(problem ?? '');
          if (!problem) onFile(f);
        }}
      />
      <p role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-rose-600">
        {error}
      </p>
    </div>
  );
}
