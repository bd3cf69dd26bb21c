import type { ReactNode } from 'react';
import { Tooltip, type TooltipProps } from './Tooltip';

/** Props of DisabledWithReason. */
export interface DisabledWithReasonProps {
  /** Why it is disabled (the tooltip). */
  reason: string;
  placement?: TooltipProps['placement'];
  /** Class of the tooltip wrapper. */
  className?: string;
  /** Class of the button. */
  buttonClassName: string;
  testId: string;
  children: ReactNode;
}

/**
 * A disabled action with a tooltip naming the reason. aria-disabled instead of disabled: the button
 * stays focusable so keyboard users reach the tooltip.
 */
export function DisabledWithReason({
  reason,
  placement,
  className,
  buttonClassName,
  testId,
  children,
}: DisabledWithReasonProps) {
  return (
    <Tooltip text={reason} placement={placement} className={className}>
      {(id) => (
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={id}
          data-testid={testId}
          className={buttonClassName}
        >
          {children}
        </button>
      )}
    </Tooltip>
  );
}
