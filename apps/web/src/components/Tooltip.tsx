import { type ReactNode, useId } from 'react';

/** Props of Tooltip. */
export interface TooltipProps {
  text: string;
  children: (describedBy: string) => ReactNode;
  placement?: 'right' | 'top' | 'bottom';
  className?: string;
}

const PLACEMENT = {
  right: 'left-full top-1/2 ml-2 -translate-y-1/2',
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2',
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
} as const;

/**
 * CSS tooltip shown on hover and keyboard focus. It wraps its child in a span because disabled
 * buttons fire no pointer events; the child receives the tooltip id for aria-describedby.
 */
export function Tooltip({ text, children, placement = 'top', className = '' }: TooltipProps) {
  const id = useId();
  return (
    <span className={`group/tip relative inline-flex ${className}`}>
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute z-50 w-max max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 text-white opacity-0 shadow-lg transition-opacity group-focus-within/tip:opacity-100 group-hover/tip:opacity-100 ${PLACEMENT[placement]}`}
      >
        {text}
      </span>
    </span>
  );
}
