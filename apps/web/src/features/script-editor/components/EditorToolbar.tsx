import { BLOCK_ATTRIBUTE, type TScriptBlock } from '@juzuo/schemas';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { followAfterFrame } from '../../collab/afterFrame';
import { blockOf } from '../logic/blocks';
import { QUICK_INSERTS, VOICE_MARK_TIPS, VOICE_MARKS, voiceMarkOffset } from '../logic/dialogue';
import { ElementMenu } from './ElementMenu';

const SMALL =
  'h-7 rounded-md border px-2 text-xs text-slate-600 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

const caretBlock = (editor: Editor) => blockOf(editor.state.selection.$from.parent.attrs[BLOCK_ATTRIBUTE]);

/**
 * The type of the caret's line, shown after the frame that shows the keystroke changing it (Enter,
 * Tab). Updated inside the keystroke (as useEditorState does), React rendered and committed the
 * toolbar before that frame (a commit also saves the focused editor's selection, walking its text),
 * and the repainted toolbar cost compositor commit time: in a 100,000-character script 2.5 ms of an
 * Enter's 12.7 ms of JavaScript and 2.8 ms of commit (docs/decisions.md, H2, session 15).
 */
function useCaretBlock(editor: Editor): TScriptBlock {
  const [block, setBlock] = useState(() => caretBlock(editor));
  useEffect(() => {
    setBlock(caretBlock(editor));
    const follower = followAfterFrame(() => caretBlock(editor), setBlock);
    editor.on('transaction', follower.changed);
    return () => {
      editor.off('transaction', follower.changed);
      follower.dispose();
    };
  }, [editor]);
  return block;
}

/** Element menu (the same types Tab cycles, with their shortcuts) and the OS/VO marks for dialogue. */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const block = useCaretBlock(editor);
  const setBlock = (b: TScriptBlock) => {
    editor
      .chain()
      .focus()
      .updateAttributes('paragraph', { [BLOCK_ATTRIBUTE]: b === 'plain' ? null : b })
      .run();
    // The menu hands focus back to its button as it closes; the writer goes on typing in the text.
    setTimeout(() => editor.commands.focus(), 0);
  };
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
      <ElementMenu value={block} disabled={disabled} onChange={setBlock} />
      {VOICE_MARKS.map((mark) => (
        <button
          key={mark}
          type="button"
          disabled={disabled || block !== 'dialogue'}
          title={VOICE_MARK_TIPS[mark]}
          onClick={() => insertVoice(mark)}
          className={`${SMALL} border-slate-300`}
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
          className={`${SMALL} border-slate-200 bg-slate-50`}
        >
          {word}
        </button>
      ))}
    </div>
  );
}
