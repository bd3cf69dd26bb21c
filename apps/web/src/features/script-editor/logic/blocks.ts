import { ScriptBlock, type TScriptBlock } from '@juzuo/schemas';

/** Block of a line as stored (a missing or unknown attribute is a plain line). */
export function blockOf(raw: unknown): TScriptBlock {
  return typeof raw === 'string' && (Object.values(ScriptBlock) as string[]).includes(raw)
    ? (raw as TScriptBlock)
    : ScriptBlock.PLAIN;
}

/**
 * Type of the new line Enter opens after a line of type `current` (WriterDuet / Final Draft habit):
 * after a scene heading comes the 人物 line, after 人物 the first action, dialogue follows dialogue,
 * a transition opens the next scene.
 */
export function nextBlockOnEnter(current: TScriptBlock): TScriptBlock {
  switch (current) {
    case 'scene':
      return 'characters';
    case 'characters':
      return 'action';
    case 'action':
      return 'action';
    case 'dialogue':
      return 'dialogue';
    case 'transition':
      return 'scene';
    default:
      return 'plain';
  }
}

/**
 * Enter on an EMPTY typed line changes that line instead of opening another one: the writer is
 * leaving the run of that element (an empty dialogue becomes action, an empty action a new scene,
 * an empty 人物 line the action it skips to). Null: split as usual.
 */
export function blockForEmptyEnter(current: TScriptBlock): TScriptBlock | null {
  switch (current) {
    case 'dialogue':
      return 'action';
    case 'action':
      return 'scene';
    case 'characters':
      return 'action';
    default:
      return null;
  }
}

/**
 * Order Tab walks through (Shift-Tab walks back): the order a scene is written in, so the first Tab on
 * an untyped line (an empty episode) makes it a scene heading and the element menu reads top-down.
 */
export const TAB_ORDER: readonly TScriptBlock[] = [
  'scene',
  'characters',
  'action',
  'dialogue',
  'transition',
  'plain',
];

/** The block Tab (step 1) or Shift-Tab (step -1) turns a line of type `current` into. */
export function cycleBlock(current: TScriptBlock, step: 1 | -1 = 1): TScriptBlock {
  const i = TAB_ORDER.indexOf(current);
  const n = TAB_ORDER.length;
  return TAB_ORDER[(((Math.max(i, 0) + step) % n) + n) % n] as TScriptBlock;
}

/**
 * One-step shortcut of each element (Tiptap key names; `Mod` is Ctrl, or Cmd on a Mac). Ctrl/Cmd+Alt
 * with a digit as in Google Docs' heading keys: Ctrl+digit and Alt+digit switch browser tabs.
 */
export const BLOCK_SHORTCUTS: Record<TScriptBlock, string> = {
  scene: 'Mod-Alt-1',
  characters: 'Mod-Alt-2',
  action: 'Mod-Alt-3',
  dialogue: 'Mod-Alt-4',
  transition: 'Mod-Alt-5',
  plain: 'Mod-Alt-0',
};

/** How a shortcut is written for the writer: `Ctrl+Alt+5`, or `⌘⌥5` on a Mac. */
export function shortcutLabel(keys: string, mac: boolean): string {
  const parts = keys.split('-');
  if (mac) {
    const symbol: Record<string, string> = { Mod: '⌘', Alt: '⌥', Shift: '⇧', Ctrl: '⌃' };
    return parts.map((p) => symbol[p] ?? p).join('');
  }
  return parts.map((p) => (p === 'Mod' ? 'Ctrl' : p)).join('+');
}

/** True on Apple platforms, where `Mod` is the Command key. */
export function isMacPlatform(platform: string): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(platform);
}
