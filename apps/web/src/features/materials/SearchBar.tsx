import { type FormEvent, useEffect, useState } from 'react';

/** The materials search bar: submitting hands the trimmed keyword to the page, which puts it in the URL. */
export function SearchBar({
  keyword,
  onSearch,
  autoFocus = false,
  compact = false,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  autoFocus?: boolean;
  compact?: boolean;
}) {
  const [value, setValue] = useState(keyword);
  // Back/forward changes the URL's keyword: the box follows it.
  useEffect(() => setValue(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex w-full gap-2">
      <label htmlFor="sucai-search" className="sr-only">
        搜索素材
      </label>
      <input
        id="sucai-search"
        data-testid="material-search-input"
        type="search"
        value={value}
        maxLength={100}
        autoFocus={autoFocus}
        onChange={(e) => setValue(e.target.value)}
        placeholder="搜索干货、大纲、桥段、台词、文案…"
        className={`${compact ? 'h-9' : 'h-12'} min-w-0 flex-1 rounded-xl border border-slate-200 bg-white px-4 text-sm shadow-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-100`}
      />
      <button
        type="submit"
        data-testid="material-search-submit"
        className={`${compact ? 'h-9 px-3' : 'h-12 px-6'} shrink-0 rounded-xl bg-brand-600 text-sm font-medium text-white hover:bg-brand-700`}
      >
        搜索
      </button>
    </form>
  );
}
