import { useEffect, useRef, useState } from 'react';

/** An in-place name editor: Enter or blur saves a changed, non-empty name; Escape cancels. */
export function InlineName({
  initial,
  label,
  onSave,
  onDone,
}: {
  initial: string;
  label: string;
  onSave: (name: string) => void;
  onDone: () => void;
}) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  const finished = useRef(false);
  useEffect(() => {
    ref.current?.select();
  }, []);
  const finish = (save: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const name = value.trim();
    if (save && name && name !== initial) onSave(name);
    onDone();
  };
  return (
    <input
      ref={ref}
      aria-label={label}
      value={value}
      maxLength={50}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
      }}
      data-testid="tree-rename-input"
      className="h-7 min-w-0 flex-1 rounded border border-brand-400 bg-white px-1.5 text-sm outline-none ring-2 ring-brand-100"
    />
  );
}
