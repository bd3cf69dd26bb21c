import { useState } from 'react';
import { OUTLINE_TITLE_MAX } from './outlineOps';

/** Props of an outline text that edits in place. */
export interface InlineTextProps {
  value: string;
  /** Accessible name of the field, e.g. 第2集标题. */
  label: string;
  editable: boolean;
  onSave: (text: string) => void;
  testId: string;
  /** Beat texts wrap over several lines; titles are one line. */
  multiline?: boolean;
  className?: string;
}

/**
 * A title or beat text: plain text for readers; for editors a field that shows the live value until
 * they start typing and writes once on Enter or leaving the field (Esc drops the change). A title is
 * a single shared value, so writing per keystroke would only make two writers overwrite each other
 * letter by letter.
 */
export function InlineText({
  value,
  label,
  editable,
  onSave,
  testId,
  multiline,
  className = '',
}: InlineTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!editable) {
    return (
      <p data-testid={testId} className={`whitespace-pre-wrap break-words ${className}`}>
        {value}
      </p>
    );
  }
  const commit = () => {
    if (draft?.trim() && draft.trim() !== value) onSave(draft);
    setDraft(null);
  };
  const shared = {
    'aria-label': label,
    'data-testid': testId,
    value: draft ?? value,
    maxLength: OUTLINE_TITLE_MAX,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onBlur: commit,
    onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
        e.preventDefault();
        commit();
        (e.target as HTMLElement).blur();
      } else if (e.key === 'Escape') {
        setDraft(null);
        (e.target as HTMLElement).blur();
      }
    },
    className: `w-full rounded-md border border-transparent bg-transparent px-1.5 py-0.5 hover:border-slate-200 focus:border-brand-400 focus:bg-white focus:outline-none ${className}`,
  };
  return multiline ? (
    <textarea
      rows={Math.min(6, Math.max(1, Math.ceil((draft ?? value).length / 40)))}
      {...shared}
      className={`${shared.className} resize-none leading-6`}
    />
  ) : (
    <input {...shared} />
  );
}
