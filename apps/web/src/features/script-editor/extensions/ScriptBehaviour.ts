import { BLOCK_ATTRIBUTE, type TScriptBlock } from '@juzuo/schemas';
import { Extension } from '@tiptap/core';
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { blockForEmptyEnter, blockOf, cycleBlock, nextBlockOnEnter } from '../logic/blocks';
import { collectNames, completeName, namePrefixAt } from '../logic/names';
import { numberScenes } from '../logic/scenes';
import { linesOfDoc } from './lines';

/** Options of the script behaviour. */
export interface ScriptBehaviourOptions {
  /** Episode of the first scene when no `第N集` line precedes it (from the document name). */
  firstEpisode: number;
}

interface ScriptPluginState {
  /** Scene numbers and speaker emphasis: recomputed only when the document changes. */
  decorations: DecorationSet;
  /** Known character names, most used first. */
  names: string[];
}

/** Plugin key of the script decorations (scene numbers, speakers, name suggestions). */
export const scriptPluginKey = new PluginKey<ScriptPluginState>('juzuoScript');

const attrValue = (block: TScriptBlock) => (block === 'plain' ? null : block);

function buildState(state: EditorState, firstEpisode: number): ScriptPluginState {
  const lines = linesOfDoc(state.doc);
  const decorations: Decoration[] = [];
  for (const scene of numberScenes(lines, firstEpisode)) {
    const line = lines[scene.line];
    if (!line || scene.typed) continue;
    decorations.push(
      Decoration.widget(line.pos + 1, () => sceneNumber(scene.number), {
        side: -1,
        key: `scene-${scene.number}`,
        ignoreSelection: true,
      }),
    );
  }
  for (const line of lines) {
    if (!line.speaker) continue;
    decorations.push(
      Decoration.inline(line.pos + 1, line.pos + 1 + line.speaker.end, {
        class: 'script-speaker',
        ...(line.speaker.voice ? { 'data-voice': line.speaker.voice } : {}),
      }),
    );
  }
  return { decorations: DecorationSet.create(state.doc, decorations), names: collectNames(lines) };
}

function sceneNumber(number: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'script-scene-no';
  span.contentEditable = 'false';
  span.textContent = number;
  span.setAttribute('data-testid', 'scene-number');
  return span;
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
  const names = scriptPluginKey.getState(state)?.names ?? [];
  const rest = completeName(prefix, names);
  return rest ? { pos: $from.pos, rest, block } : null;
}

/**
 * Script editing: Enter and Tab choose element types as professional script editors do, scene
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
    return {
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
      new Plugin<ScriptPluginState>({
        key: scriptPluginKey,
        state: {
          init: (_, state) => buildState(state, firstEpisode),
          apply: (tr, previous, _old, state) => (tr.docChanged ? buildState(state, firstEpisode) : previous),
        },
        props: {
          decorations(state) {
            const base = scriptPluginKey.getState(state)?.decorations ?? DecorationSet.empty;
            const hint = suggestionAt(state);
            if (!hint) return base;
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
            return base.add(state.doc, [ghost]);
          },
        },
      }),
    ];
  },
});
