import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

// Tiptap (the product editor's version) with only document, paragraph and text, no script
// extensions, no React. Without Yjs, the difference to the plain page is ProseMirror's own cost; with
// Tiptap's Collaboration extension on a local Y.Doc (no provider, no relay), the cost of binding
// ProseMirror to Yjs; what the product editor adds beyond that is ours.
const ENTRY = {
  plain: `
import { Editor } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
const lines = window.__lines;
new Editor({
  element: document.getElementById('ed'),
  extensions: [Document, Paragraph, Text],
  content: { type: 'doc', content: lines.map((l) => ({ type: 'paragraph', content: l ? [{ type: 'text', text: l }] : [] })) },
});
`,
  yjs: `
import { Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import * as Y from 'yjs';
const ydoc = new Y.Doc();
const fragment = ydoc.getXmlFragment('default');
ydoc.transact(() => {
  fragment.insert(0, window.__lines.map((l) => {
    const p = new Y.XmlElement('paragraph');
    if (l) p.insert(0, [new Y.XmlText(l)]);
    return p;
  }));
});
new Editor({
  element: document.getElementById('ed'),
  extensions: [Document, Paragraph, Text, Collaboration.configure({ document: ydoc })],
});
`,
};

/**
 * A page with a bare Tiptap editor holding `lines` as paragraphs, bound to a local Y.Doc when `yjs`
 * (bundled with esbuild on the fly).
 */
export function bareTiptapPage(lines: string[], kind: keyof typeof ENTRY = 'plain'): Promise<string> {
  return bundledEditorPage(ENTRY[kind], 'bare Tiptap', '__lines', lines);
}

/**
 * A page running `entry` (bundled with esbuild on the fly) in an `#ed` element, with `data` as
 * `window[globalName]` for it to read.
 */
async function bundledEditorPage(
  entry: string,
  title: string,
  globalName: string,
  data: unknown,
): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: here, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
  });
  const bundle = result.outputFiles[0]?.text ?? '';
  // JSON inside a script element: escape "<" so no value can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;margin:0}#ed{max-width:800px;margin:0 auto;padding:24px}.ProseMirror{outline:none;white-space:pre-wrap}p{margin:0 0 4px}</style>
</head><body><div id="ed"></div><script>window.${globalName} = ${json};</script><script>${bundle}</script></body></html>`;
}

// The same bare Tiptap + Yjs editor, its Y.Doc synced with the relay through a HocuspocusProvider
// (no script extensions, no React, no IndexedDB): the yardstick for what a remote writer's
// keystrokes cost the receiving browser.
const RELAY_ENTRY = `
import { HocuspocusProvider } from '@hocuspocus/provider';
import { Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import * as Y from 'yjs';
const ydoc = new Y.Doc();
const relay = window.__relay;
new HocuspocusProvider({ url: relay.url, name: relay.name, document: ydoc, token: relay.token });
new Editor({
  element: document.getElementById('ed'),
  extensions: [Document, Paragraph, Text, Collaboration.configure({ document: ydoc })],
});
`;

/** A bare Tiptap + Yjs page whose document is the relay's `name` (read through `url` with `token`). */
export function bareTiptapRelayPage(relay: { url: string; name: string; token: string }): Promise<string> {
  return bundledEditorPage(RELAY_ENTRY, 'bare Tiptap + relay', '__relay', relay);
}
