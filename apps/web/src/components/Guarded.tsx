import type { ReactNode } from 'react';
import { Tooltip } from './Tooltip';

/** Props of Guarded. */
export interface GuardedProps {
  /** Why the control is unavailable, or null when it is available. */
  reason: string | null;
  /** Renders the control; `disabled` and `describedBy` are set when a reason is given. */
  children: (state: { disabled: boolean; describedBy?: string }) => ReactNode;
  placement?: 'right' | 'top' | 'bottom';
}

/**
 * A control that stays visible when not allowed: disabled, with a tooltip saying why (spec 01
 * section 6: a control guarded by a missing permission is disabled, not hidden).
 */
export function Guarded({ reason, children, placement = 'top' }: GuardedProps) {
  if (!reason) return <>{children({ disabled: false })}</>;
  return (
    <Tooltip text={reason} placement={placement}>
      {(id) => children({ disabled: true, describedBy: id })}
    </Tooltip>
  );
}
