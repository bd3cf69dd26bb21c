import { type KeyboardEvent, useId, useState } from 'react';

/** Props of TagsInput. */
export interface TagsInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** Suggested tags shown as quick picks (e.g. from works/tag_list). */
  suggestions?: readonly string[];
  max?: number;
}

/** Free tags: type and press Enter (or comma) to add, × to remove; suggestions add with a click. */
export function TagsInput({ label, value, onChange, suggestions = [], max = 10 }: TagsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (raw: string) => {
    const tag = raw.trim();
    if (!tag || value.includes(tag) || value.length >= max) return;
    onChange([...value, tag]);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',' || e.key === '，') {
      e.preventDefault();
      add(draft);
      setDraft('');
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const unused = suggestions.filter((s) => !value.includes(s));
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        <span className="ml-2 text-xs font-normal text-slate-400">
          {value.length}/{max}
        </span>
      </label>
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
        {value.map((tag) => (
          <span
            key={tag}
            data-testid="tag-chip"
            className="inline-flex h-7 items-center gap-1 rounded-md bg-slate-100 pl-2 pr-1 text-xs text-slate-700"
          >
            {tag}
            <button
              type="button"
              aria-label={`移除标签 ${tag}`}
              onClick={() => onChange(value.filter((t) => t !== tag))}
              className="grid size-5 place-items-center rounded text-slate-400 hover:bg-slate-200 hover:text-slate-700"
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add(draft);
            setDraft('');
          }}
          placeholder={value.length === 0 ? '输入标签后按回车' : ''}
          disabled={value.length >= max}
          data-testid="tags-input"
          className="h-7 min-w-24 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-slate-400"
        />
      </div>
      {unused.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {unused.slice(0, 12).map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => add(s)}
              className="h-6 rounded-md border border-dashed border-slate-300 px-2 text-xs text-slate-500 hover:border-brand-400 hover:text-brand-600"
            >
              + {s}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
