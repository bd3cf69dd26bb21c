import { BLOCK_ATTRIBUTE, ScriptBlockLabel, type TScriptBlock } from '@juzuo/schemas';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { blockOf, TAB_ORDER } from '../logic/blocks';
import { QUICK_INSERTS, VOICE_MARK_TIPS, VOICE_MARKS, voiceMarkOffset } from '../logic/dialogue';

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
  const insertVoice = (mark: string) => {
    const { $from } = editor.state.selection;
    const offset = voiceMarkOffset($from.parent.textContent);
    const chain = editor.chain().focus();
    if (offset === null) chain.insertContent(`（${mark}）`).run();
    else chain.insertContentAt($from.start() + offset, `（${mark}）`).run();
  };
  const quick = QUICK_INSERTS[block] ?? [];
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
          onClick={() => insertVoice(mark)}
          className="rounded border border-slate-300 px-1.5 py-0.5 text-xs text-slate-600 disabled:opacity-40"
        >
          {mark}
        </button>
      ))}
      {quick.map((word) => (
        <button
          key={word}
          type="button"
          disabled={disabled}
          data-testid="quick-insert"
          onClick={() =>
            editor
              .chain()
              .focus()
              .insertContent(block === 'scene' ? `${word} ` : word)
              .run()
          }
          className="rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 text-xs text-slate-600 disabled:opacity-40"
        >
          {word}
        </button>
      ))}
    </div>
  );
}
