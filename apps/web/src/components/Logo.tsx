import { config } from '../lib/config';

/** The product mark and name. */
export function Logo({ className = '', showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-brand-600" />
        <path d="M20 18h24v6H35v18a8 8 0 0 1-8 8h-5v-6h4a3 3 0 0 0 3-3V24h-9z" fill="#fff" />
      </svg>
      {showName && (
        <span className="text-lg font-semibold tracking-wide text-slate-900">{config.productName}</span>
      )}
    </span>
  );
}
