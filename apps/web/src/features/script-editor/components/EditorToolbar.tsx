import { BLOCK_ATTRIBUTE, ScriptBlockLabel, type TScriptBlock } from '@juzuo/schemas';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { blockOf, TAB_ORDER } from '../logic/blocks';
import { VOICE_MARK_TIPS, VOICE_MARKS } from '../logic/dialogue';

/** Element picker (the same types Tab cycles) and the OS/VO marks for dialogue. */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const block = useEditorState({
    editor,
    selector: ({ editor: e }) => blockOf(e.state.selection.$from.parent.attrs[BLOCK_ATTRIBUTE]),
  });
  const setBlock = (b: TScriptBlock) =>
    editor
      .chain()
      .focus()
      .updateAttributes('paragraph', { [BLOCK_ATTRIBUTE]: b === 'plain' ? null : b })
      .run();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label className="flex items-center gap-1 text-slate-500">
        元素
        <select
          data-testid="block-picker"
          value={block}
          disabled={disabled}
          onChange={(e) => setBlock(e.target.value as TScriptBlock)}
          className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-slate-700"
          title="Tab / Shift+Tab 切换元素类型"
        >
          {TAB_ORDER.map((b) => (
            <option key={b} value={b}>
              {ScriptBlockLabel[b]}
            </option>
          ))}
        </select>
      </label>
      {VOICE_MARKS.map((mark) => (
        <button
          key={mark}
          type="button"
          disabled={disabled || block !== 'dialogue'}
          title={VOICE_MARK_TIPS[mark]}
          onClick={() => editor.chain().focus().insertContent(`（${mark}）`).run()}
          className="rounded border border-slate-300 px-1.5 py-0.5 text-xs text-slate-600 disabled:opacity-40"
        >
          {mark}
        </button>
      ))}
    </div>
  );
}
