import * as Y from 'yjs';
import { BLOCK_ATTR, fragmentOf, PARAGRAPH } from './blocks';

/** Tiptap mark name -> HTML tag. Marks not listed are dropped (their text is kept). */
const MARK_TAGS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};
/** Order marks are opened in, so the same content always renders the same HTML. */
const MARK_ORDER = Object.keys(MARK_TAGS);

/** Tiptap node name -> HTML tag for the nodes we know; anything else becomes a `div data-node`. */
const NODE_TAGS: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  codeBlock: 'pre',
  horizontalRule: 'hr',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function textToHtml(text: Y.XmlText): string {
  let out = '';
  for (const op of text.toDelta() as Array<{ insert: unknown; attributes?: Record<string, unknown> }>) {
    if (typeof op.insert !== 'string') continue;
    const marks = MARK_ORDER.filter((m) => op.attributes?.[m] !== undefined && op.attributes?.[m] !== null);
    let piece = escapeHtml(op.insert);
    for (const m of [...marks].reverse()) piece = `<${MARK_TAGS[m]}>${piece}</${MARK_TAGS[m]}>`;
    out += piece;
  }
  return out;
}

function childrenToHtml(parent: Y.XmlFragment | Y.XmlElement): string {
  let out = '';
  for (const child of parent.toArray()) {
    if (child instanceof Y.XmlText) out += textToHtml(child);
    else if (child instanceof Y.XmlElement) out += elementToHtml(child);
  }
  return out;
}

function elementToHtml(el: Y.XmlElement): string {
  const name = el.nodeName;
  if (name === 'hardBreak') return '<br>';
  if (name === 'horizontalRule') return '<hr>';
  const inner = childrenToHtml(el);
  if (name === PARAGRAPH) {
    const block = el.getAttribute(BLOCK_ATTR);
    const attr = typeof block === 'string' && block ? ` data-block="${escapeHtml(block)}"` : '';
    return `<p${attr}>${inner}</p>`;
  }
  if (name === 'heading') {
    const level = Math.min(6, Math.max(1, Number(el.getAttribute('level')) || 1));
    return `<h${level}>${inner}</h${level}>`;
  }
  const tag = NODE_TAGS[name];
  if (tag) return `<${tag}>${inner}</${tag}>`;
  // Unknown node types (a later editor extension) keep their content and say what they were.
  return `<div data-node="${escapeHtml(name)}">${inner}</div>`;
}

/** HTML of a document's `default` fragment: each paragraph a `<p>` with `data-block` when it has one. */
export function docToHtml(doc: Y.Doc): string {
  return fragmentToHtml(fragmentOf(doc));
}

/** HTML of any XmlFragment (see docToHtml). */
export function fragmentToHtml(fragment: Y.XmlFragment): string {
  return childrenToHtml(fragment);
}
