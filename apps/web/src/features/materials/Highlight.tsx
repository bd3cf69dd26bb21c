import type { ReactNode } from 'react';

/** Text with the API's matched ranges ([start, end) UTF-16 offsets) wrapped in <mark>. */
export function Highlight({
  text,
  marks,
}: {
  text: string;
  marks: ReadonlyArray<readonly [number, number]>;
}) {
  if (marks.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  // Sorted and clipped, so overlapping or out-of-range ranges from any engine never break the text.
  for (const [start, end] of [...marks].sort((a, b) => a[0] - b[0])) {
    const s = Math.max(start, at);
    const e = Math.min(end, text.length);
    if (e <= s) continue;
    if (s > at) parts.push(text.slice(at, s));
    parts.push(
      <mark key={s} data-testid="material-hit" className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {text.slice(s, e)}
      </mark>,
    );
    at = e;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
