import { Spinner } from '../../components/Spinner';
import type { QrPhase } from './useQrSession';

/** Props of QrPanel. */
export interface QrPanelProps {
  phase: QrPhase;
  image: string | null;
  url: string | null;
  onRefresh: () => void;
  hint: string;
}

/** The QR square with its loading, expired (click to refresh) and done states. */
export function QrPanel({ phase, image, url, onRefresh, hint }: QrPanelProps) {
  return (
    <div className="flex flex-col items-center">
      <div className="relative grid size-52 place-items-center rounded-xl border border-slate-200 bg-white p-2">
        {image && phase !== 'loading' ? (
          <img
            src={image}
            alt="登录二维码"
            data-testid="qr-image"
            data-url={url ?? ''}
            className="size-full"
          />
        ) : (
          phase !== 'error' && <Spinner className="size-8" />
        )}
        {(phase === 'expired' || phase === 'error') && (
          <button
            type="button"
            onClick={onRefresh}
            data-testid="qr-refresh"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-xl bg-white/95 text-sm font-medium text-slate-700 hover:text-brand-600"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {phase === 'expired' ? '二维码已过期，点击刷新' : '二维码加载失败，点击重试'}
          </button>
        )}
        {phase === 'done' && (
          <div className="absolute inset-0 grid place-items-center rounded-xl bg-white/95 text-sm font-medium text-emerald-700">
            已确认，正在处理…
          </div>
        )}
      </div>
      <p className="mt-4 text-center text-sm leading-6 text-slate-500">{hint}</p>
    </div>
  );
}
