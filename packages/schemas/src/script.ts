import { type ValueOf, zStringEnum } from './enum-utils';

/**
 * Line (block) types of a Chinese script document (SCRIPT-FORMAT.md). In the Yjs document every line
 * is a Tiptap `paragraph` element whose `block` attribute holds one of these values; a paragraph with
 * no `block` attribute is a plain line, so any Yjs client can add text without knowing the format.
 */
export const ScriptBlock = {
  /** Plain line (novel prose, or a script line not yet given a type). */
  PLAIN: 'plain',
  /** Scene heading: `1-3 日 内 客栈大堂`. */
  SCENE: 'scene',
  /** Characters present: `人物：林秋、掌柜`. */
  CHARACTERS: 'characters',
  /** Action / description, shown with a leading `△`. */
  ACTION: 'action',
  /** Dialogue `角色：（括注）台词`, optionally with an OS/VO mark. */
  DIALOGUE: 'dialogue',
  /** Transition on its own line: `切至：`, `闪回`, `黑场`, `叠化`. */
  TRANSITION: 'transition',
} as const;
/** One script block type. */
export type TScriptBlock = ValueOf<typeof ScriptBlock>;
/** Zod enum of script block types. */
export const ZScriptBlock = zStringEnum(ScriptBlock, 'block');
/** Chinese labels of script block types (toolbar, element picker). */
export const ScriptBlockLabel: Record<TScriptBlock, string> = {
  plain: '正文',
  scene: '场景',
  characters: '人物',
  action: '动作',
  dialogue: '对白',
  transition: '转场',
};

/** Name of the Yjs XmlFragment that holds a Tiptap document (Tiptap Collaboration's default). */
export const YJS_FRAGMENT = 'default';
/** Tiptap node name of one line. */
export const PARAGRAPH_NODE = 'paragraph';
/** Attribute of a paragraph that says which script block it is. */
export const BLOCK_ATTRIBUTE = 'block';
