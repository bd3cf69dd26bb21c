import type { FormEvent, ReactNode } from 'react';
import { FieldError } from './FieldError';

// The pieces the 变量 / 道具 / 商店 forms and rows share.

/** A control in a row (selects and inputs edited in place); greyed while disabled. */
export const CELL =
  'rounded border border-slate-200 bg-white px-1.5 py-0.5 text-xs disabled:bg-slate-100 disabled:text-slate-500';
/** A select of a create form. */
const SELECT = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

/** A create form as a card: its title, one wrapping row of fields, and its inline error below. */
export function CatalogForm(props: {
  title: string;
  testId: string;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={props.onSubmit}
      data-testid={props.testId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="mb-3 text-sm font-semibold text-slate-800">{props.title}</h3>
      <div className="flex flex-wrap items-end gap-3">{props.children}</div>
      <FieldError message={props.error} testId={`${props.testId}-error`} />
    </form>
  );
}

/** A labelled control of a create form. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, so the label wraps it
    <label className="flex flex-col gap-1 text-xs text-slate-500">
      {label}
      {children}
    </label>
  );
}

/** The options of an enum, each shown by its Chinese label (with a suffix, e.g. 数组). */
export function LabelOptions({ labels, suffix = '' }: { labels: Record<string, string>; suffix?: string }) {
  return (
    <>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {`${label}${suffix}`}
        </option>
      ))}
    </>
  );
}

/** The options of things by id, each shown by its name. */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/** Good types as NamedOptions takes them. */
export const typeItems = (types: readonly { type_id: string; type_name: string }[]) =>
  types.map((t) => ({ id: t.type_id, name: t.type_name }));

/** A labelled select of a create form. */
export function FormSelect<T extends string>(props: {
  label: string;
  testId: string;
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <Field label={props.label}>
      <select
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
        className={SELECT}
      >
        {props.children}
      </select>
    </Field>
  );
}

/** A labelled text (or number) field of a create form; `width` is its Tailwind width class. */
export function FormInput(props: {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  width: string;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'number';
}) {
  return (
    <Field label={props.label}>
      <input
        data-testid={props.testId}
        type={props.type ?? 'text'}
        step={props.type === 'number' ? 'any' : undefined}
        value={props.value}
        maxLength={props.maxLength ?? 50}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
        className={`${props.width} rounded-md border border-slate-300 px-2 py-1.5 text-sm`}
      />
    </Field>
  );
}

/** A select edited in place in a row: it saves on change and is greyed while not editable. */
export function CellSelect<T extends string>(props: {
  /** Its accessible name (rows show no labels). */
  label: string;
  testId: string;
  value: T;
  disabled: boolean;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <select
      aria-label={props.label}
      data-testid={props.testId}
      disabled={props.disabled}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      className={CELL}
    >
      {props.children}
    </select>
  );
}

/** The 名称 field of a create form: typing in it clears the form's error (most checks are about the name). */
export function NameInput(props: {
  testId: string;
  value: string;
  width: string;
  placeholder: string;
  onChange: (value: string) => void;
  clearError: () => void;
}) {
  const { clearError, onChange, ...input } = props;
  return (
    <FormInput
      label="名称"
      {...input}
      onChange={(v) => {
        onChange(v);
        clearError();
      }}
    />
  );
}
