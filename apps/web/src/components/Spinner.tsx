/** A small circular spinner. */
export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <span
      role="status"
      aria-label="加载中"
      className={`inline-block animate-spin rounded-full border-2 border-brand-500 border-t-transparent ${className}`}
    />
  );
}
