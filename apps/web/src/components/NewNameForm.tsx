import { type FormEvent, useState } from 'react';
import { Button } from './Button';

/** What a one-field "name it and create it" form shows. */
export interface NewNameFormProps {
  /** Creates the thing; a rejection keeps the typed name (the client's error catalogue says why). */
  onCreate: (name: string) => Promise<void>;
  /** Accessible name of the input, e.g. 新分类名称. */
  label: string;
  placeholder: string;
  /** Test id of the button; the input's is `<testId>-name`. */
  testId: string;
  className?: string;
}

/** A name field with a 新建 button, cleared after a successful create (lists of boards, categories). */
export function NewNameForm({ onCreate, label, placeholder, testId, className = '' }: NewNameFormProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onCreate(name);
      setName('');
    } catch {
      // The client's error catalogue shows why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className={`flex gap-2 p-3 ${className}`}>
      <input
        aria-label={label}
        data-testid={`${testId}-name`}
        value={name}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => setName(e.target.value)}
        className="h-8 min-w-0 flex-1 rounded-lg border border-slate-300 px-2 text-sm"
      />
      <Button type="submit" size="sm" loading={busy} disabled={name.trim() === ''} data-testid={testId}>
        新建
      </Button>
    </form>
  );
}
