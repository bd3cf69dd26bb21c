import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import type { Option } from './options';

const LABEL = 'mb-1.5 block text-sm font-medium text-slate-700';
/** Box of the select and the textarea (each adds its height). */
const BOX =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100';

/** A label above its control. */
function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled native select. */
export function SelectField<V extends string>({
  label,
  options,
  className = '',
  ...rest
}: { label: string; options: readonly Option<V>[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <select id={id} className="jz-select h-11 w-full text-slate-900" {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A labelled multi-line text field with its validation message. */
export function TextAreaField({
  label,
  error,
  className = '',
  ...rest
}: { label: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        className={`min-h-24 py-2 ${BOX}`}
        {...rest}
      />
      <p role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-rose-600">
        {error ?? ''}
      </p>
    </Labelled>
  );
}

/** A single-choice group of chips: native radios (arrow keys move the choice) styled as chips. */
export function ChipGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (v: V) => void;
  /** Prefix of each chip's test id (`${testId}-${value}`, on the clickable label). */
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="mb-4">
      <legend className={LABEL}>{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            data-testid={testId ? `${testId}-${o.value}` : undefined}
            className="cursor-pointer"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span className="inline-flex h-8 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-600 transition-colors hover:border-slate-400 peer-checked:border-brand-500 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-200">
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
