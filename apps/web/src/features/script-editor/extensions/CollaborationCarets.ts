import { Extension } from '@tiptap/core';
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { DecorationSet, type EditorView } from '@tiptap/pm/view';
import {
  absolutePositionToRelativePosition,
  createDecorations,
  defaultAwarenessStateFilter,
  defaultSelectionBuilder,
  isStructuralTransaction,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { caretBroadcaster } from '../../collab/caretBroadcast';
import { type AwarenessChange, onlySelfChanged } from '../../collab/presence';
import { readPendingDom } from './readPendingDom';

/** What the carets need from the relay provider. */
export interface CaretsOptions {
  provider: { awareness: Awareness | null } | null;
  /** This tab's user as others see them (the awareness `user` field). */
  user: Record<string, unknown>;
  /** The element of someone else's caret. */
  render(user: Record<string, unknown>): HTMLElement;
}

const caretsKey = new PluginKey<DecorationSet>('juzuoCarets');

/**
 * Others' carets and selections, and this tab's caret told to others: Tiptap's CollaborationCaret
 * (y-prosemirror's cursor plugin, same awareness `cursor` field and decorations, so other clients
 * see no difference) without its two costs on every keystroke in a long script:
 * - this tab's caret is broadcast at most every CARET_BROADCAST_MS, after the paint (mapping it to a
 *   Yjs position walks the paragraphs before it);
 * - a change of this tab's own awareness state (its caret moving) redraws nothing: only others'
 *   carets are drawn, so only their changes dispatch a redraw.
 */
export const CollaborationCarets = Extension.create<CaretsOptions>({
  name: 'collaborationCarets',
  priority: 999,

  addOptions() {
    return { provider: null, user: {}, render: () => document.createElement('span') };
  },

  addProseMirrorPlugins() {
    const awareness = this.options.provider?.awareness;
    if (!awareness) return [];
    awareness.setLocalStateField('user', this.options.user);
    return [caretsPlugin(awareness, this.options.render)];
  },
});

function caretsPlugin(awareness: Awareness, render: CaretsOptions['render']): Plugin<DecorationSet> {
  const decorations = (state: EditorState) =>
    createDecorations(state, awareness, defaultAwarenessStateFilter, render, defaultSelectionBuilder);
  return new Plugin<DecorationSet>({
    key: caretsKey,
    state: {
      init: (_, state) => decorations(state),
      apply(tr, previous, oldState, newState) {
        const remote = ySyncPluginKey.getState(newState)?.isChangeOrigin;
        // As y-prosemirror: while a local move reorders paragraphs, hide carets until they are re-sent.
        if (tr.docChanged && !remote && isStructuralTransaction(tr, oldState.doc)) return DecorationSet.empty;
        if (remote || tr.getMeta(caretsKey)) return decorations(newState);
        return tr.docChanged ? previous.map(tr.mapping, tr.doc) : previous;
      },
    },
    props: { decorations: (state) => caretsKey.getState(state) },
    view(view) {
      let redraw: ReturnType<typeof setTimeout> | undefined;
      const onChange = (change: AwarenessChange) => {
        if (onlySelfChanged(change, awareness.clientID) || redraw !== undefined) return;
        // Bursts of awareness messages redraw once.
        redraw = setTimeout(() => {
          redraw = undefined;
          if (view.isDestroyed) return;
          // The redraw writes the state's selection back to the DOM: read a caret just placed first.
          readPendingDom(view);
          view.dispatch(view.state.tr.setMeta(caretsKey, true));
        }, 0);
      };
      const caret = caretBroadcaster((force) => {
        if (!view.isDestroyed) publishCaret(view, awareness, force);
      });
      const onFocusChange = () => caret.now();
      awareness.on('change', onChange);
      view.dom.addEventListener('focusin', onFocusChange);
      view.dom.addEventListener('focusout', onFocusChange);
      return {
        update(updated, previous) {
          // After a remote edit our caret's Yjs position may need re-sending even if it looks the same.
          const remote = ySyncPluginKey.getState(updated.state)?.isChangeOrigin;
          caret.schedule(!!remote && !previous.doc.eq(updated.state.doc));
        },
        destroy() {
          caret.dispose();
          if (redraw !== undefined) clearTimeout(redraw);
          view.dom.removeEventListener('focusin', onFocusChange);
          view.dom.removeEventListener('focusout', onFocusChange);
          awareness.off('change', onChange);
          awareness.setLocalStateField('cursor', null);
        },
      };
    },
  });
}

/** y-prosemirror's updateCursorInfo: this tab's selection as Yjs positions, sent when it changed. */
function publishCaret(view: EditorView, awareness: Awareness, force: boolean): void {
  const ystate = ySyncPluginKey.getState(view.state);
  if (!ystate?.binding) return;
  const current = (awareness.getLocalState() ?? {}) as { cursor?: { anchor: unknown; head: unknown } | null };
  const { mapping } = ystate.binding;
  if (view.hasFocus()) {
    const { anchor, head } = view.state.selection;
    const relAnchor = absolutePositionToRelativePosition(anchor, ystate.type, mapping);
    // Each mapping walks the paragraphs before the position; a caret (no range) needs one walk.
    const relHead =
      head === anchor ? relAnchor : absolutePositionToRelativePosition(head, ystate.type, mapping);
    const same = (json: unknown, position: Y.RelativePosition) =>
      Y.compareRelativePositions(Y.createRelativePositionFromJSON(json), position);
    if (
      force ||
      !current.cursor ||
      !same(current.cursor.anchor, relAnchor) ||
      !same(current.cursor.head, relHead)
    )
      awareness.setLocalStateField('cursor', { anchor: relAnchor, head: relHead });
  } else if (
    current.cursor &&
    relativePositionToAbsolutePosition(
      ystate.doc,
      ystate.type,
      Y.createRelativePositionFromJSON(current.cursor.anchor),
      mapping,
    ) !== null
  ) {
    // The caret others see belongs to this editor: it goes with the focus.
    awareness.setLocalStateField('cursor', null);
  }
}
