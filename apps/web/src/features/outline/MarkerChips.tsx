import { OutlineMarkerLabel } from '@juzuo/schemas';
import { MARKER_ORDER, toggleMarker } from './outlineTree';

/** Colours of the short-drama markers: 钩子 amber, 付费卡点 rose, 爽点 emerald. */
const TONE: Record<string, { on: string; tag: string }> = {
  hook: { on: 'bg-amber-100 text-amber-800 ring-amber-300', tag: 'bg-amber-50 text-amber-700' },
  paywall: { on: 'bg-rose-100 text-rose-800 ring-rose-300', tag: 'bg-rose-50 text-rose-700' },
  payoff: { on: 'bg-emerald-100 text-emerald-800 ring-emerald-300', tag: 'bg-emerald-50 text-emerald-700' },
};

/** The three markers of an episode as toggles (editors) or as tags (readers: only the set ones). */
export function MarkerToggles({
  markers,
  editable,
  onChange,
}: {
  markers: readonly string[];
  editable: boolean;
  onChange: (markers: string[]) => void;
}) {
  if (!editable) return <MarkerTags markers={markers} testId="outline-marker" />;
  return (
    <fieldset className="flex shrink-0 gap-1">
      <legend className="sr-only">短剧标记</legend>
      {MARKER_ORDER.map((m) => {
        const on = markers.includes(m);
        return (
          <button
            key={m}
            type="button"
            aria-pressed={on}
            data-testid={`outline-marker-${m}`}
            title={on ? `取消「${OutlineMarkerLabel[m]}」` : `标记为「${OutlineMarkerLabel[m]}」`}
            onClick={() => onChange(toggleMarker(markers, m))}
            className={`h-6 rounded-full px-2 text-xs ring-1 focus-visible:outline-2 focus-visible:outline-brand-500 ${
              on ? TONE[m]?.on : 'text-slate-400 ring-slate-200 hover:bg-slate-50 hover:text-slate-600'
            }`}
          >
            {OutlineMarkerLabel[m]}
          </button>
        );
      })}
    </fieldset>
  );
}

/** One-character forms of the markers for narrow lists (the full name is the tooltip). */
const SHORT: Record<string, string> = { hook: '钩', paywall: '卡', payoff: '爽' };

/**
 * Small tags of the set markers (the outline for readers; `compact`, one character each, on the
 * script's episode list, where the document name needs the room).
 */
export function MarkerTags({
  markers,
  testId,
  compact = false,
}: {
  markers: readonly string[];
  testId: string;
  compact?: boolean;
}) {
  if (markers.length === 0) return null;
  return (
    <span className="flex shrink-0 gap-0.5">
      {MARKER_ORDER.filter((m) => markers.includes(m)).map((m) => (
        <span
          key={m}
          data-testid={testId}
          data-marker={m}
          title={OutlineMarkerLabel[m]}
          className={`rounded text-[11px] leading-4 ${compact ? 'px-0.5' : 'px-1'} ${TONE[m]?.tag ?? ''}`}
        >
          {compact ? SHORT[m] : OutlineMarkerLabel[m]}
        </span>
      ))}
    </span>
  );
}
