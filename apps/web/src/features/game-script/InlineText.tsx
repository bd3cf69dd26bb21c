import { useEffect, useRef, useState } from 'react';

/**
 * A borderless one-line editor for a script line, written to the board on every keystroke. Like the
 * board's LiveText it keeps its own text while focused, so the reading that arrives a frame later
 * never moves the caret; someone else's edit shows once it loses focus.
 */
export function InlineText({
  value,
  onChange,
  readOnly,
  label,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  label: string;
  placeholder?: string;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(value);
  }, [value]);
  return (
    <textarea
      aria-label={label}
      data-testid={testId}
      value={text}
      rows={1}
      maxLength={2000}
      disabled={readOnly}
      placeholder={placeholder}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        setText(value);
      }}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value);
      }}
      className="field-sizing-content block w-full resize-none rounded border border-transparent bg-transparent px-1 py-0.5 text-sm leading-6 text-slate-800 hover:border-slate-200 focus:border-brand-400 focus:bg-white focus:outline-none disabled:text-slate-700"
    />
  );
}
