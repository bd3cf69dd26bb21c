import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/** Props of DialogFrame. */
export interface DialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Panel width class, e.g. 'max-w-lg'. */
  width?: string;
  /** data-testid of the panel. */
  testId?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The modal of the works dialogs: title with a close button, scrolling body, optional footer. */
export function DialogFrame({
  open,
  title,
  onClose,
  width = 'max-w-lg',
  testId,
  children,
  footer,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          data-testid={testId}
          className={`flex max-h-[90vh] w-full ${width} flex-col rounded-2xl bg-white shadow-xl`}
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-6 py-4">
            <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="关闭"
              className="grid size-8 place-items-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex justify-end gap-3 border-t border-slate-100 px-6 py-4">{footer}</div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
