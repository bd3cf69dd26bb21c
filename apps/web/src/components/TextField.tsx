import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

/** Props of TextField. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Hide the label visually but keep it for screen readers and tests. */
  hideLabel?: boolean;
  error?: string;
  /** Something at the right end inside the field (a get-code button). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message. */
export function TextField({ label, hideLabel, error, suffix, className = '', ref, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      <div
        className={`flex h-11 items-center rounded-lg border bg-white transition-colors focus-within:ring-2 ${
          error
            ? 'border-rose-400 focus-within:ring-rose-100'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
        }`}
      >
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-full min-w-0 flex-1 rounded-lg bg-transparent px-3 text-sm text-slate-900 outline-none placeholder:text-slate-400"
          {...rest}
        />
        {suffix && <div className="shrink-0 pr-2">{suffix}</div>}
      </div>
      <p id={errorId} role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-rose-600">
        {error ?? ''}
      </p>
    </div>
  );
}
