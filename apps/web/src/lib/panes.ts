/**
 * The side panes of the work page that a writer can fold away. `reviewOutline` is the scene list
 * beside the review sidebar (监制): a choice of its own, since there it shares the row with the
 * comments.
 */
export type Pane = 'workNav' | 'docTree' | 'outline' | 'reviewOutline';

const PANES: readonly Pane[] = ['workNav', 'docTree', 'outline', 'reviewOutline'];

/** Wide screens keep one set of pane choices, narrow ones (under NARROW_BELOW px) another. */
export type PaneLayout = 'wide' | 'narrow';

/** A viewport narrower than this (px) folds the panes by default so the text keeps its width. */
export const NARROW_BELOW = 1280;

/** What a user chose, per layout and pane; a pane never toggled follows PANE_DEFAULTS. */
export type PanePrefs = Partial<Record<PaneLayout, Partial<Record<Pane, boolean>>>>;

/**
 * Open or folded when the user has not chosen: everything open on a wide screen; on a narrow one
 * only the document tree, so the manuscript column keeps a comfortable width (about 34 characters
 * at 1024 px instead of 14). The scene list beside the review sidebar starts folded in both: with
 * the work's navigation, the document tree and the comments, it left the page 240 px (about 11
 * characters a line) at 1280 px.
 */
export const PANE_DEFAULTS: Record<PaneLayout, Record<Pane, boolean>> = {
  wide: { workNav: true, docTree: true, outline: true, reviewOutline: false },
  narrow: { workNav: false, docTree: true, outline: false, reviewOutline: false },
};

/** The layout of a viewport width. */
export function layoutFor(width: number): PaneLayout {
  return width < NARROW_BELOW ? 'narrow' : 'wide';
}

/** Whether a pane is open in a layout, given the user's choices. */
export function paneOpen(prefs: PanePrefs, layout: PaneLayout, pane: Pane): boolean {
  return prefs[layout]?.[pane] ?? PANE_DEFAULTS[layout][pane];
}

/** The choices after the user opened or folded a pane in a layout (the other layout keeps its own). */
export function withPane(prefs: PanePrefs, layout: PaneLayout, pane: Pane, open: boolean): PanePrefs {
  return { ...prefs, [layout]: { ...prefs[layout], [pane]: open } };
}

/** Reads stored choices, ignoring anything that is not a choice (old or hand-edited storage). */
export function parsePanePrefs(raw: string | null): PanePrefs {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return {};
    const out: PanePrefs = {};
    for (const layout of ['wide', 'narrow'] as const) {
      const entry = (value as Record<string, unknown>)[layout];
      if (!entry || typeof entry !== 'object') continue;
      for (const pane of PANES) {
        const open = (entry as Record<string, unknown>)[pane];
        if (typeof open === 'boolean') out[layout] = { ...out[layout], [pane]: open };
      }
    }
    return out;
  } catch {
    return {};
  }
}
