import { type TWorkPermission, WORK_PERMISSIONS, WorkPermissionLabel } from '@juzuo/schemas';

/** The four work permissions as checkboxes. */
export function PermissionChecks({
  value,
  onChange,
  disabled,
  testId,
}: {
  value: readonly TWorkPermission[];
  onChange: (next: TWorkPermission[]) => void;
  disabled?: boolean;
  /** Prefix of each checkbox's test id (`${testId}-${permission}`). */
  testId?: string;
}) {
  const toggle = (p: TWorkPermission) =>
    onChange(WORK_PERMISSIONS.filter((q) => (q === p ? !value.includes(q) : value.includes(q))));
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      {WORK_PERMISSIONS.map((p) => (
        <label
          key={p}
          className={`inline-flex items-center gap-1.5 text-sm ${disabled ? 'text-slate-400' : 'text-slate-700'}`}
        >
          <input
            type="checkbox"
            checked={value.includes(p)}
            disabled={disabled}
            onChange={() => toggle(p)}
            data-testid={testId ? `${testId}-${p}` : undefined}
            className="size-4 accent-brand-600"
          />
          {WorkPermissionLabel[p]}
        </label>
      ))}
    </div>
  );
}
