import { useEffect, useState } from 'react';

/** Props of an in-place name editor. */
export interface InlineNameProps {
  value: string;
  label: string;
  disabled: boolean;
  testId: string;
  /** Saves a changed name; answers false when it was refused (the field then returns to the stored name). */
  onSave: (name: string) => Promise<boolean>;
}

/** A name that edits in place: saved on Enter or when the field loses focus, Esc takes the edit back. */
export function InlineName({ value, label, disabled, testId, onSave }: InlineNameProps) {
  const [draft, setDraft] = useState(value);
  // A collaborator's rename shows at once unless this user is typing a different one.
  useEffect(() => setDraft(value), [value]);
  const commit = async () => {
    if (draft.trim() === value) return setDraft(value);
    if (!(await onSave(draft.trim()))) setDraft(value);
  };
  return (
    <input
      aria-label={label}
      data-testid={testId}
      value={draft}
      disabled={disabled}
      maxLength={50}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') setDraft(value);
      }}
      className="w-full min-w-0 rounded border border-transparent bg-transparent px-1.5 py-0.5 font-medium text-slate-800 hover:border-slate-200 focus:border-brand-500 focus:bg-white focus:outline-none disabled:hover:border-transparent"
    />
  );
}
