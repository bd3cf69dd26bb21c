import type { Schema } from '@tiptap/pm/model';
import { EditorState, type Plugin, type Transaction } from '@tiptap/pm/state';

/** The part of EditorView that y-tiptap's sync plugin uses, without a DOM (tests only). */
export interface DomlessView {
  state: EditorState;
  dispatch(tr: Transaction): void;
  hasFocus(): boolean;
}

/**
 * An editor of `schema` with y-tiptap's sync `plugin` and nothing else, as the tests of the patched
 * binding drive it: a dispatch applies the transaction and runs the plugin's view update, as
 * EditorView does.
 */
export function domlessSyncView(schema: Schema, plugin: Plugin, focused: boolean): DomlessView {
  let pluginView: { update(view: unknown, prev: EditorState): void } | undefined;
  const view: DomlessView = {
    state: EditorState.create({ schema, plugins: [plugin] }),
    hasFocus: () => focused,
    dispatch(tr) {
      const previous = view.state;
      view.state = view.state.apply(tr);
      pluginView?.update(view, previous);
    },
  };
  pluginView = plugin.spec.view?.(view as never) as typeof pluginView;
  return view;
}
