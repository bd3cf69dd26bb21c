import { GameNodeKindLabel, type TGameNodeKind } from '@juzuo/schemas';

/** How a node kind looks on the board: a glyph, its label and its colour. */
export interface KindLook {
  icon: string;
  label: string;
  /** Accent colour (header strip, minimap). */
  color: string;
}

const look = (kind: TGameNodeKind, icon: string, color: string): KindLook => ({
  icon,
  label: GameNodeKindLabel[kind],
  color,
});

/**
 * Each of the 15 kinds with its own glyph and colour, so a zoomed-out board still reads by colour.
 * Glyphs are text symbols common fonts carry (emoji render as empty boxes on machines without an emoji font).
 */
export const KIND_LOOK: Record<TGameNodeKind, KindLook> = {
  START: look('START', '▶', '#16a34a'),
  ROLE_DESIGN: look('ROLE_DESIGN', '☺', '#7c3aed'),
  IMAP: look('IMAP', '⚑', '#0891b2'),
  LOOK_FOR_EVID: look('LOOK_FOR_EVID', '⌕', '#a16207'),
  PLOT: look('PLOT', '❝', '#2563eb'),
  VIDEO: look('VIDEO', '✇', '#db2777'),
  BRANCH: look('BRANCH', '⋔', '#ea580c'),
  SET: look('SET', '≔', '#0d9488'),
  LOGIC: look('LOGIC', '◇', '#ca8a04'),
  CUSTOM: look('CUSTOM', '✎', '#64748b'),
  LINK: look('LINK', '↪', '#4f46e5'),
  MESSAGE: look('MESSAGE', '✉', '#0284c7'),
  INPUT: look('INPUT', '⌨', '#9333ea'),
  AI_CONVERSATION: look('AI_CONVERSATION', '✦', '#c026d3'),
  END: look('END', '■', '#dc2626'),
};
