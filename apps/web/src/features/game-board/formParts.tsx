import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

const INPUT =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-brand-500 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';

/** Props of a live text field. */
export interface LiveTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
  testId?: string;
}

/**
 * A text field written to the board on every keystroke. It keeps its own text while focused: the
 * board's reading arrives a frame later, and feeding it back in would move the caret to the end.
 * Someone else's change to the same field shows once this field loses focus.
 */
export function LiveText({
  label,
  value,
  onChange,
  readOnly,
  multiline,
  placeholder,
  maxLength,
  testId,
}: LiveTextProps) {
  const [text, setText] = useState(value);
  const focused = useRef(false);
  const id = useId();
  useEffect(() => {
    if (!focused.current) setText(value);
  }, [value]);
  const common = {
    id,
    value: text,
    disabled: readOnly,
    placeholder,
    maxLength,
    'data-testid': testId,
    'aria-label': label,
    className: INPUT,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      setText(value);
    },
  };
  const change = (next: string) => {
    setText(next);
    onChange(next);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-500">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => change(e.target.value)} />
      )}
    </div>
  );
}

/** Props of a choice. */
export interface ChoiceProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  readOnly: boolean;
  /** Label of the empty choice; without it there is none. */
  empty?: string;
  testId?: string;
}

/** A select over options, with an optional empty choice. */
export function Choice({ label, value, options, onChange, readOnly, empty, testId }: ChoiceProps) {
  return (
    <label className="block">
      <span className="mb-1 block text-xs text-slate-500">{label}</span>
      <select
        value={value}
        disabled={readOnly}
        aria-label={label}
        data-testid={testId}
        className={INPUT}
        onChange={(e) => onChange(e.target.value)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A titled group of fields. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-100 pt-3">
      <h4 className="text-xs font-semibold text-slate-700">{title}</h4>
      {children}
    </section>
  );
}

/** A problem said under a field or a line. */
export function Problem({ text, testId }: { text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <p data-testid={testId} className="text-xs text-amber-700">
      {text}
    </p>
  );
}
