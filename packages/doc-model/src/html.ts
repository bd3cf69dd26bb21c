import * as Y from 'yjs';
import { BLOCK_ATTR, fragmentOf, PARAGRAPH } from './blocks';
import { storableText } from './storable';

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

/**
 * Escapes text for HTML element content and attribute values. The HTML is stored (documents.html,
 * history), so characters the database refuses go too (storableText).
 */
export function escapeHtml(s: string): string {
  return storableText(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** HTML and plain text of a piece of content, built in one pass (toDelta is the costly part). */
interface Rendered {
  html: string;
  text: string;
}

function renderText(text: Y.XmlText): Rendered {
  let html = '';
  let plain = '';
  for (const op of text.toDelta() as Array<{ insert: unknown; attributes?: Record<string, unknown> }>) {
    if (typeof op.insert !== 'string') continue;
    plain += storableText(op.insert);
    const marks = MARK_ORDER.filter((m) => op.attributes?.[m] !== undefined && op.attributes?.[m] !== null);
    let piece = escapeHtml(op.insert);
    for (const m of [...marks].reverse()) piece = `<${MARK_TAGS[m]}>${piece}</${MARK_TAGS[m]}>`;
    html += piece;
  }
  return { html, text: plain };
}

function renderChildren(parent: Y.XmlElement): Rendered {
  let html = '';
  let text = '';
  for (const child of parent.toArray()) {
    const r =
      child instanceof Y.XmlText
        ? renderText(child)
        : child instanceof Y.XmlElement
          ? renderElement(child)
          : null;
    if (!r) continue;
    html += r.html;
    text += r.text;
  }
  return { html, text };
}

function wrap(el: Y.XmlElement, inner: string): string {
  const name = el.nodeName;
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

function renderElement(el: Y.XmlElement): Rendered {
  const name = el.nodeName;
  if (name === 'hardBreak') return { html: '<br>', text: ' ' };
  if (name === 'horizontalRule') return { html: '<hr>', text: '' };
  const inner = renderChildren(el);
  return { html: wrap(el, inner.html), text: inner.text };
}

/**
 * HTML of a fragment, collecting the plain text of each line (an element holding text, as
 * lineElements defines it) into `lines` on the way.
 */
function renderBlocks(parent: Y.XmlFragment | Y.XmlElement, lines: string[]): string {
  let html = '';
  for (const child of parent.toArray()) {
    if (!(child instanceof Y.XmlElement)) continue;
    const children = child.toArray();
    const holdsText = children.length === 0 || children.some((c) => c instanceof Y.XmlText);
    if (holdsText) {
      const r = renderElement(child);
      lines.push(r.text);
      html += r.html;
    } else {
      html += wrap(child, renderBlocks(child, lines));
    }
  }
  return html;
}

/** HTML and lines of a document in one walk (summaries of large documents). */
export function renderDoc(doc: Y.Doc): { html: string; lines: string[] } {
  const lines: string[] = [];
  const html = renderBlocks(fragmentOf(doc), lines);
  return { html, lines };
}

/** HTML of a document's `default` fragment: each paragraph a `<p>` with `data-block` when it has one. */
export function docToHtml(doc: Y.Doc): string {
  return fragmentToHtml(fragmentOf(doc));
}

/** HTML of any XmlFragment (see docToHtml). */
export function fragmentToHtml(fragment: Y.XmlFragment): string {
  return renderBlocks(fragment, []);
}
