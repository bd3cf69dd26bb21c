import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

// Tiptap (the product editor's version) with only document, paragraph and text: no Yjs, no
// collaboration, no script extensions. Between it and the plain page lies ProseMirror's own cost;
// between it and the product editor, ours.
const ENTRY = `
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
`;

/** A page with a bare Tiptap editor holding `lines` as paragraphs (bundled with esbuild on the fly). */
export async function bareTiptapPage(lines: string[]): Promise<string> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: here, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
  });
  const bundle = result.outputFiles[0]?.text ?? '';
  // JSON inside a script element: escape "<" so no line can close the element.
  const data = JSON.stringify(lines).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>bare Tiptap</title>
<style>body{font-family:sans-serif;margin:0}#ed{max-width:800px;margin:0 auto;padding:24px}.ProseMirror{outline:none;white-space:pre-wrap}p{margin:0 0 4px}</style>
</head><body><div id="ed"></div><script>window.__lines = ${data};</script><script>${bundle}</script></body></html>`;
}
