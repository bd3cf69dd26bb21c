import { BLOCK_ATTRIBUTE, type TScriptBlock } from '@juzuo/schemas';
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { BLOCK_SHORTCUTS, blockForEmptyEnter, blockOf, cycleBlock, nextBlockOnEnter } from '../logic/blocks';
import { collectNames, completeName, namePrefixAt } from '../logic/names';
import { indexed } from './indexedDecorations';
import { lineContainment } from './lineContainment';
import { lineInfoOf } from './lines';
import {
  buildLineDecorations,
  type LineDecorations,
  moveSpeakerWindow,
  updateLineDecorations,
} from './scriptDecorations';
import { type SpeakerWindowMeta, speakerWindowView } from './speakerWindowView';

/** Options of the script behaviour. */
export interface ScriptBehaviourOptions {
  /** Episode of the first scene when no `第N集` line precedes it (from the document name). */
  firstEpisode: number;
}

/** Plugin key of the script decorations (scene numbers, speakers, name suggestions). */
export const scriptPluginKey = new PluginKey<LineDecorations>('juzuoScript');

const attrValue = (block: TScriptBlock) => (block === 'plain' ? null : block);

// Known names are only needed while a name is being typed (the ghost suggestion), so they are worked
// out on demand, once per document version, instead of on every keystroke.
const namesByDoc = new WeakMap<PmNode, string[]>();

/** Known character names of a document, most used first. */
export function namesOfDoc(doc: PmNode): string[] {
  let names = namesByDoc.get(doc);
  if (!names) {
    const lines: ReturnType<typeof lineInfoOf>[] = [];
    doc.forEach((node) => {
      lines.push(lineInfoOf(node));
    });
    names = collectNames(lines);
    namesByDoc.set(doc, names);
  }
  return names;
}

/** The ghost completion at the caret: the rest of a known name and where it goes, or null. */
export function suggestionAt(state: EditorState): { pos: number; rest: string; block: TScriptBlock } | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if ($from.parent.type.name !== 'paragraph' || $from.parentOffset !== $from.parent.content.size) return null;
  const block = blockOf($from.parent.attrs[BLOCK_ATTRIBUTE]);
  const prefix = namePrefixAt(block, $from.parent.textContent);
  if (!prefix) return null;
  const names = namesOfDoc(state.doc);
  const rest = completeName(prefix, names);
  return rest ? { pos: $from.pos, rest, block } : null;
}

/**
 * Script editing: Enter and Tab choose element types as professional script editors do (and
 * Ctrl/Cmd+Alt+digit sets one directly), scene
 * headings get their computed `集-场` number, dialogue speakers are emphasised, and a known character
 * name autocompletes (Tab accepts the grey suggestion).
 */
export const ScriptBehaviour = Extension.create<ScriptBehaviourOptions>({
  name: 'scriptBehaviour',
  addOptions() {
    return { firstEpisode: 1 };
  },

  addKeyboardShortcuts() {
    const setBlock = (block: TScriptBlock) =>
      this.editor.commands.updateAttributes('paragraph', { [BLOCK_ATTRIBUTE]: attrValue(block) });
    // One step to any element from any line (the element menu shows these keys).
    const direct = Object.fromEntries(
      (Object.entries(BLOCK_SHORTCUTS) as [TScriptBlock, string][]).map(([block, keys]) => [
        keys,
        () => setBlock(block),
      ]),
    );
    return {
      ...direct,
      Enter: () => {
        const { selection } = this.editor.state;
        const { $from } = selection;
        if (!selection.empty || $from.parent.type.name !== 'paragraph') return false;
        const current = blockOf($from.parent.attrs[BLOCK_ATTRIBUTE]);
        if ($from.parent.content.size === 0) {
          const changed = blockForEmptyEnter(current);
          if (changed) return setBlock(changed);
        }
        // Splitting inside a line keeps its type for the second half; only Enter at the end moves on.
        const atEnd = $from.parentOffset === $from.parent.content.size;
        const next = atEnd ? nextBlockOnEnter(current) : current;
        return this.editor
          .chain()
          .splitBlock()
          .updateAttributes('paragraph', { [BLOCK_ATTRIBUTE]: attrValue(next) })
          .run();
      },
      Tab: () => {
        const hint = suggestionAt(this.editor.state);
        if (hint) {
          // A dialogue speaker is followed by its colon; a 人物 list by nothing (the writer adds 、).
          const text = hint.block === 'dialogue' ? `${hint.rest}：` : hint.rest;
          return this.editor.commands.insertContent(text);
        }
        const { $from } = this.editor.state.selection;
        return setBlock(cycleBlock(blockOf($from.parent.attrs[BLOCK_ATTRIBUTE]), 1));
      },
      'Shift-Tab': () => {
        const { $from } = this.editor.state.selection;
        return setBlock(cycleBlock(blockOf($from.parent.attrs[BLOCK_ATTRIBUTE]), -1));
      },
    };
  },

  addProseMirrorPlugins() {
    const { firstEpisode } = this.options;
    return [
      // Bold speakers and computed scene numbers: one set, mapped through each edit with only the
      // changed lines recomputed, and one decoration source for the view (see scriptDecorations);
      // speakers only around the lines in view, a window the plugin's view moves (speakerWindow).
      new Plugin<LineDecorations>({
        key: scriptPluginKey,
        state: {
          init: (_, state) => buildLineDecorations(state.doc, firstEpisode),
          apply: (tr, previous) => {
            const next = tr.docChanged ? updateLineDecorations(previous, tr, firstEpisode) : previous;
            const moved = tr.getMeta(scriptPluginKey) as SpeakerWindowMeta | undefined;
            return moved ? moveSpeakerWindow(next, tr.doc, moved.speakerWindow) : next;
          },
        },
        view: (view) =>
          speakerWindowView(
            view,
            scriptPluginKey,
            (state) => scriptPluginKey.getState(state)?.window,
            lineContainment(),
          ),
        props: {
          decorations(state) {
            const base = scriptPluginKey.getState(state)?.set ?? DecorationSet.empty;
            const hint = suggestionAt(state);
            if (!hint) return indexed(base);
            const ghost = Decoration.widget(
              hint.pos,
              () => {
                const span = document.createElement('span');
                span.className = 'script-ghost';
                // Typed text must never land inside the suggestion (the view ignores widget content).
                span.contentEditable = 'false';
                span.textContent = hint.rest;
                span.setAttribute('data-testid', 'name-suggestion');
                return span;
              },
              { side: 1, key: `ghost-${hint.rest}` },
            );
            return indexed(base.add(state.doc, [ghost]));
          },
        },
      }),
    ];
  },
});
