import { useState } from 'react';
import { OUTLINE_TITLE_MAX } from './outlineOps';

/** A one-line field that adds an episode or beat on Enter (or its button) and clears itself. */
export function AddField({
  placeholder,
  button,
  testId,
  onAdd,
  className = '',
}: {
  placeholder: string;
  button: string;
  testId: string;
  onAdd: (title: string) => void;
  className?: string;
}) {
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  };
  return (
    <form
      className={`flex items-center gap-2 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <input
        aria-label={placeholder}
        data-testid={`${testId}-input`}
        value={text}
        maxLength={OUTLINE_TITLE_MAX}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        className="h-8 min-w-0 flex-1 rounded-md border border-dashed border-slate-300 bg-white/70 px-2.5 text-sm placeholder:text-slate-400 focus:border-brand-400 focus:border-solid focus:bg-white focus:outline-none"
      />
      <button
        type="submit"
        data-testid={`${testId}-submit`}
        disabled={!text.trim()}
        className="h-8 shrink-0 rounded-md px-3 text-sm font-medium text-brand-600 hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        {button}
      </button>
    </form>
  );
}
