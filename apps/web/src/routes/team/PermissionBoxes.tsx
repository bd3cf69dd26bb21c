import { TEAM_PERMISSIONS, type TTeamPermission } from '@juzuo/schemas';
import { Guarded } from '../../components/Guarded';
import { permissionLabel } from './teamRules';

/** Props of PermissionBoxes. */
export interface PermissionBoxesProps {
  value: readonly TTeamPermission[];
  onChange: (next: TTeamPermission[]) => void;
  /** Labels from get_permission_options (falls back to the shared labels). */
  labels: Map<TTeamPermission, string>;
  /** Why a permission's box is locked, or null. */
  blockOf: (p: TTeamPermission) => string | null;
  className?: string;
}

/** One checkbox per team permission; locked boxes stay visible with a tooltip. */
export function PermissionBoxes({ value, onChange, labels, blockOf, className = '' }: PermissionBoxesProps) {
  const toggle = (p: TTeamPermission, on: boolean) =>
    onChange(TEAM_PERMISSIONS.filter((x) => (x === p ? on : value.includes(x))));
  return (
    <fieldset className={`flex flex-wrap gap-x-5 gap-y-2 ${className}`}>
      <legend className="sr-only">权限</legend>
      {TEAM_PERMISSIONS.map((p) => (
        <Guarded key={p} reason={blockOf(p)}>
          {({ disabled, describedBy }) => (
            <label
              className={`inline-flex items-center gap-1.5 text-sm ${disabled ? 'cursor-not-allowed text-slate-400' : 'text-slate-700'}`}
            >
              <input
                type="checkbox"
                data-testid={`perm-${p}`}
                className="size-4 accent-brand-600"
                checked={value.includes(p)}
                disabled={disabled}
                aria-describedby={describedBy}
                onChange={(e) => toggle(p, e.target.checked)}
              />
              {labels.get(p) ?? permissionLabel(p)}
            </label>
          )}
        </Guarded>
      ))}
    </fieldset>
  );
}
