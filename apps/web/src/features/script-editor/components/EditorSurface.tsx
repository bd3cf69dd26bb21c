import { useDocDetail, useWorkBaseInfo } from '@juzuo/api-client/react';
import type { TMediaType } from '@juzuo/schemas';
import { DEFAULT_CHARS_PER_MINUTE, estimateOf, scriptElements } from '@juzuo/script-formats';
import type { AnyExtension } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import Text from '@tiptap/extension-text';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { focusSoon, PaneToggle } from '../../../components/PaneToggle';
import type { Pane } from '../../../lib/panes';
import { usePane } from '../../../stores/panes';
import { toast } from '../../../stores/toast';
import { AiChatPanel } from '../../ai-chat/AiChatPanel';
import { PresenceBar } from '../../collab/PresenceBar';
import { type Collaborator, shownColor } from '../../collab/presence';
import { SyncBadge } from '../../collab/SyncBadge';
import type { YDocumentSession, YDocumentStatus } from '../../collab/useYDocument';
import { FormatPanel } from '../../element-format/FormatPanel';
import { DocExportMenu } from '../../export/DocExportMenu';
import { MaterialsPanel } from '../../materials/MaterialsPanel';
import { useDocLineVersions } from '../collab/useDocLines';
import { CollaborationCarets } from '../extensions/CollaborationCarets';
import { EmptyPlaceholder } from '../extensions/EmptyPlaceholder';
import { MaterialSource } from '../extensions/MaterialSource';
import { ScriptBehaviour } from '../extensions/ScriptBehaviour';
import { ScriptParagraph } from '../extensions/ScriptParagraph';
import { ScriptCollaboration } from '../extensions/undoSelection';
import { sumCounts } from '../logic/counts';
import { inputAllowed, inputTooLongMessage } from '../logic/inputLimit';
import { numberScenes, type SceneEntry, sameScenes } from '../logic/scenes';
import { CountsBar } from './CountsBar';
import { EditorToolbar } from './EditorToolbar';
import { OutlinePane } from './OutlinePane';

/** Props of the editor surface (one open document). */
export interface EditorSurfaceProps {
  /** The open document's id (the header's word count follows this editor's live count). */
  docId: string;
  collab: YDocumentSession;
  status: YDocumentStatus;
  /** Everyone else on the document (useYDocument's presence). */
  others: Collaborator[];
  mediaType: TMediaType;
  editable: boolean;
  me: { id: string; name: string; color: string };
  firstEpisode: number;
  /** More Tiptap extensions (the supervisor's comment highlights). */
  extraExtensions?: AnyExtension[];
  /** A pane right of the manuscript (comment sidebar); `crowded` while the AI or materials pane is open. */
  renderAside?: (editor: Editor | null, crowded: boolean) => ReactNode;
  /** What the prose is, for its empty placeholder and accessible name (default: a chapter). */
  prose?: 'chapter' | 'idea';
  /** The work the document belongs to (the AI panel's work instructions and bound template). */
  workId?: string;
  /** Which remembered pane choice shows the scene list (beside the review sidebar: its own). */
  outlinePane?: Extract<Pane, 'outline' | 'reviewOutline'>;
}

/** Placeholder and accessible name of a prose (non-script) document. */
const PROSE_LOOK = {
  chapter: { placeholder: '开始写作本章正文……', label: '章节正文' },
  idea: { placeholder: '写下你的创意……空行分段，每段可切换为一张卡片', label: '创意正文' },
} as const;

function caretElement(user: Record<string, unknown>): HTMLElement {
  const caret = document.createElement('span');
  caret.className = 'collaboration-carets__caret';
  caret.style.borderColor = shownColor(user);
  caret.dataset.userId = String(user.id ?? '');
  caret.dataset.testid = 'remote-caret';
  const label = document.createElement('div');
  label.className = 'collaboration-carets__label';
  label.style.backgroundColor = shownColor(user);
  label.textContent = String(user.name ?? '');
  caret.append(label);
  return caret;
}

/** The previous scene list while the outline it shows is unchanged, so the (memoised) outline skips rendering. */
function useSameScenes(scenes: SceneEntry[]): SceneEntry[] {
  const kept = useRef(scenes);
  if (!sameScenes(kept.current, scenes)) kept.current = scenes;
  return kept.current;
}

/** Tiptap bound to the Yjs document, with presence, outline, counts and the sync badge. */
export function EditorSurface({
  docId,
  collab,
  status,
  others,
  mediaType,
  editable,
  me,
  firstEpisode,
  extraExtensions,
  renderAside,
  prose = 'chapter',
  workId,
  outlinePane = 'outline',
}: EditorSurfaceProps) {
  const script = mediaType !== 'NOVEL';
  const toolbar = useRef<HTMLDivElement>(null);
  const [outlineOpen, toggleOutline] = usePane(outlinePane);
  const [materialsOpen, setMaterialsOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [formatOpen, setFormatOpen] = useState(false);
  const extensions = useMemo(
    () => [
      Document,
      ScriptParagraph,
      Text,
      MaterialSource,
      ScriptCollaboration.configure({ document: collab.ydoc }),
      CollaborationCarets.configure({ provider: collab.provider, user: me, render: caretElement }),
      EmptyPlaceholder.configure({
        placeholder: script
          ? '按 Tab 开始第一场：Tab 切换元素类型，回车进入下一种元素，Esc 移到工具栏'
          : PROSE_LOOK[prose].placeholder,
      }),
      ...(script ? [ScriptBehaviour.configure({ firstEpisode })] : []),
      ...(extraExtensions ?? []),
    ],
    [collab, me, script, firstEpisode, extraExtensions, prose],
  );
  const editor = useEditor(
    {
      extensions,
      editable,
      // Opening a document puts the caret in it: the writer can type (or Tab to a scene) at once.
      autofocus: editable ? 'end' : false,
      editorProps: {
        // Tab belongs to the script elements, so Esc is the keyboard's way out to the toolbar.
        handleKeyDown: (_view, event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return false;
          const first = toolbar.current?.querySelector<HTMLElement>('button:not(:disabled)');
          if (!first) return false;
          first.focus();
          return true;
        },
        // Spec 01 section 9: one input is at most 2000 characters (a longer paste is refused whole).
        handlePaste: (_view, event) => {
          if (inputAllowed(event.clipboardData?.getData('text/plain') ?? '')) return false;
          toast.warning(inputTooLongMessage());
          return true;
        },
        attributes: {
          class: `script-editor ${script ? 'is-script' : 'is-novel'} outline-none`,
          'data-testid': 'script-editor',
          'aria-label': script ? '剧本正文' : PROSE_LOOK[prose].label,
        },
      },
    },
    [extensions],
  );
  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  const { lines, settled } = useDocLineVersions(editor);
  const scenes = useSameScenes(
    useMemo(() => (script ? numberScenes(lines, firstEpisode) : []), [lines, script, firstEpisode]),
  );
  const counts = useMemo(() => sumCounts(lines), [lines]);
  // Pages and screen time as the export lays the document out, at the work's pace (works/base_info).
  // An idea document's id is no doc id: doc/detail would answer 8003 and send the writer to the works list.
  const { data: detail } = useDocDetail(prose === 'idea' ? null : docId);
  const { data: workInfo } = useWorkBaseInfo(detail?.project_id ?? null);
  const pace = workInfo?.chars_per_minute ?? DEFAULT_CHARS_PER_MINUTE;
  // At pauses in typing only: the estimate walks every character of the script (tens of ms in a
  // long one, and garbage for the collector), too much for the refreshes during steady typing.
  const estimate = useMemo(
    () => (script ? estimateOf(scriptElements(settled, firstEpisode), pace) : undefined),
    [settled, script, firstEpisode, pace],
  );
  const [following, setFollowing] = useState<number | null>(null);
  const followed = others.find((u) => u.clientId === following);

  useEffect(() => {
    // Follow: keep the followed collaborator's caret in view whenever it moves or the text changes.
    if (!followed || !editor) return;
    const show = () => {
      const caret = editor.view.dom.querySelector<HTMLElement>(
        `.collaboration-carets__caret[data-user-id="${CSS.escape(followed.id)}"]`,
      );
      caret?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    };
    show();
    const awareness = collab.provider.awareness;
    awareness?.on('change', show);
    editor.on('update', show);
    return () => {
      awareness?.off('change', show);
      editor.off('update', show);
    };
  }, [followed, editor, collab.provider]);

  const jump = useCallback(
    (scene: SceneEntry) => {
      if (!editor) return;
      // The outline may lag the text by a moment: take the heading's position from the live document.
      const { doc } = editor.state;
      const index = Math.min(scene.line, doc.childCount - 1);
      if (index < 0) return;
      let pos = 0;
      for (let i = 0; i < index; i += 1) pos += doc.child(i).nodeSize;
      editor
        .chain()
        .focus()
        .setTextSelection(pos + 1)
        .run();
      (editor.view.nodeDOM(pos) as HTMLElement | null)?.scrollIntoView({
        block: 'start',
        behavior: 'smooth',
      });
    },
    [editor],
  );

  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="编辑工具栏"
        className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-3 py-1.5"
      >
        <div className="flex items-center gap-2">
          {script && (
            <PaneToggle
              open={outlineOpen}
              onToggle={() => {
                toggleOutline();
                focusSoon('outline-toggle');
              }}
              name="场景列表"
              controls="scene-outline-pane"
              id="outline-toggle"
              testId="outline-toggle"
            />
          )}
          {script && editor && <EditorToolbar editor={editor} disabled={!editable} />}
          {status.refused && (
            <span data-testid="editor-refused" className="text-xs text-rose-600">
              没有访问此文档的权限
            </span>
          )}
        </div>
        {/* Right-aligned, so what changes width goes first: the sync state (离线 -> 已同步, 仅保存在本地
            while an acknowledgement is late) and the people present move only each other, never the
            buttons a writer aims at (a click while the page settled once missed AI助手). Right-aligned
            on a line of its own too, when the toolbar wraps in a narrow window. */}
        <div className="ml-auto flex items-center gap-3">
          <SyncBadge state={status.sync} readOnly={!editable} />
          <PresenceBar me={me} others={others} following={following} onFollow={setFollowing} />
          <button
            type="button"
            data-testid="ai-chat-toggle"
            aria-expanded={aiOpen}
            aria-controls="ai-chat-pane"
            onClick={() => setAiOpen((o) => !o)}
            className={`rounded-md px-2 py-1 text-xs ${aiOpen ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            AI助手
          </button>
          {script && editable && (
            <button
              type="button"
              data-testid="format-toggle"
              aria-expanded={formatOpen}
              aria-controls="format-pane"
              onClick={() => setFormatOpen((o) => !o)}
              className={`rounded-md px-2 py-1 text-xs ${formatOpen ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`}
            >
              格式整理
            </button>
          )}
          <button
            type="button"
            data-testid="materials-toggle"
            aria-expanded={materialsOpen}
            aria-controls="materials-pane"
            onClick={() => setMaterialsOpen((o) => !o)}
            className={`rounded-md px-2 py-1 text-xs ${materialsOpen ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            素材
          </button>
        </div>
      </div>
      <div className="flex min-h-0 flex-1">
        {script && outlineOpen && (
          // With the AI or materials panel open, the scene list steps aside below 1536 px so the
          // manuscript keeps its width; it comes back when that panel closes.
          <aside
            id="scene-outline-pane"
            className={`w-56 shrink-0 border-r border-slate-200 bg-white ${
              aiOpen || materialsOpen || formatOpen ? 'hidden 2xl:block' : ''
            }`}
          >
            <OutlinePane scenes={scenes} onJump={jump} />
          </aside>
        )}
        {/* The manuscript: a page of comfortable width on a grey desk, as tall as the window at least. */}
        <div
          data-testid="manuscript-desk"
          className="min-w-0 flex-1 overflow-y-auto bg-slate-100 px-4 py-6 sm:px-6"
        >
          <div
            data-testid="manuscript-page"
            className="manuscript-page mx-auto flex min-h-full max-w-[46rem] flex-col bg-white px-[clamp(1.5rem,7%,4rem)] py-12 shadow-sm ring-1 ring-slate-200"
          >
            <EditorContent editor={editor} className="flex flex-1 flex-col" />
          </div>
        </div>
        {renderAside?.(editor, aiOpen || materialsOpen || formatOpen)}
        {script && editable && formatOpen && (
          <aside
            id="format-pane"
            className="flex w-80 shrink-0 flex-col border-l border-slate-200 bg-white p-2"
          >
            <FormatPanel editor={editor} docId={docId} workId={workId ?? detail?.project_id} />
          </aside>
        )}
        {materialsOpen && (
          <aside id="materials-pane" className="w-72 shrink-0 border-l border-slate-200 bg-white p-2">
            <MaterialsPanel editor={editor} editable={editable} />
          </aside>
        )}
        {aiOpen && (
          <aside
            id="ai-chat-pane"
            className="flex w-80 shrink-0 flex-col border-l border-slate-200 bg-white p-2"
          >
            <AiChatPanel
              editor={editor}
              target={{ kind: prose === 'idea' ? 'idea' : 'doc', id: docId }}
              workId={workId ?? detail?.project_id}
              editable={editable}
            />
          </aside>
        )}
      </div>
      <div className="border-t border-slate-200 bg-white px-4 py-1.5">
        <div className="flex items-center justify-between gap-3">
          <CountsBar
            counts={counts}
            scenes={script ? scenes.length : undefined}
            docId={docId}
            estimate={estimate}
            pace={pace}
          />
          {detail && <DocExportMenu docId={docId} fileName={detail.doc_name} />}
        </div>
      </div>
    </div>
  );
}
