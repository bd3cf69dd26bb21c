import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ToastLevel, useToastStore } from '../stores/toast';
import { Button } from './Button';

const LEVEL_STYLE: Record<ToastLevel, string> = {
  error: 'bg-rose-50 text-rose-800 ring-rose-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  info: 'bg-white text-slate-800 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

const LEVEL_ICON: Record<ToastLevel, string> = { error: '✕', warning: '!', info: 'i', success: '✓' };

/** Renders toasts at the top centre and the 4025 info box. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const infoBox = useToastStore((s) => s.infoBox);
  const closeInfoBox = useToastStore((s) => s.closeInfoBox);
  return (
    <>
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.level === 'error' || t.level === 'warning' ? 'alert' : 'status'}
            data-testid={`toast-${t.level}`}
            className={`pointer-events-auto flex items-center gap-2 rounded-lg px-4 py-2.5 text-sm shadow-lg ring-1 ${LEVEL_STYLE[t.level]}`}
          >
            <span
              aria-hidden="true"
              className="grid size-5 place-items-center rounded-full bg-current/10 text-xs font-bold"
            >
              {LEVEL_ICON[t.level]}
            </span>
            {t.message}
          </div>
        ))}
      </div>
      <Dialog open={infoBox !== null} onClose={closeInfoBox} className="relative z-[90]">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <div className="fixed inset-0 grid place-items-center p-4">
          <DialogPanel data-testid="info-box" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
            <DialogTitle className="text-base font-semibold text-slate-900">提示</DialogTitle>
            <p className="mt-3 text-sm leading-6 text-slate-600">{infoBox}</p>
            <div className="mt-6 flex justify-end">
              <Button onClick={closeInfoBox}>我知道了</Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
