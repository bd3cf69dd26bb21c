import { ScriptBlockLabel, type TImportPart, type TImportPreview, type TScriptBlock } from '@juzuo/schemas';
import { useState } from 'react';
import { IMPORT_BLOCK_ORDER, type PartDraft } from './importDraft';

/** Props of ImportPreview. */
export interface ImportPreviewProps {
  preview: TImportPreview;
  draft: readonly PartDraft[];
  onBlock: (part: number, line: number, block: TScriptBlock) => void;
  onKeep: (part: number, keep: boolean) => void;
}

/**
 * The recognised structure of a file: one section per part (episode or chapter) with a keep box, and
 * its lines, each with the element select. Lines render only for an unfolded part (a file may hold
 * many thousands); the first kept part starts unfolded.
 */
export function ImportPreview({ preview, draft, onBlock, onKeep }: ImportPreviewProps) {
  const firstKept = draft.findIndex((d) => d.keep);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([Math.max(firstKept, 0)]));
  const toggle = (i: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return (
    <ol data-testid="import-parts" className="space-y-2">
      {preview.parts.map((part, i) => (
        <PartSection
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional, fixed for one preview
          key={i}
          part={part}
          draft={draft[i] as PartDraft}
          open={open.has(i)}
          onToggle={() => toggle(i)}
          onKeep={(keep) => onKeep(i, keep)}
          onBlock={(line, block) => onBlock(i, line, block)}
        />
      ))}
    </ol>
  );
}

function PartSection({
  part,
  draft,
  open,
  onToggle,
  onKeep,
  onBlock,
}: {
  part: TImportPart;
  draft: PartDraft;
  open: boolean;
  onToggle: () => void;
  onKeep: (keep: boolean) => void;
  onBlock: (line: number, block: TScriptBlock) => void;
}) {
  return (
    <li
      data-testid="import-part"
      data-kept={draft.keep}
      className="rounded-lg border border-slate-200 bg-white"
    >
      <div className="flex items-center gap-2 px-3 py-2">
        <input
          type="checkbox"
          checked={draft.keep}
          onChange={(e) => onKeep(e.target.checked)}
          aria-label={`导入「${part.doc_name}」`}
          data-testid="import-part-keep"
          className="size-4 accent-brand-600"
        />
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          data-testid="import-part-toggle"
          className={`flex min-w-0 flex-1 items-center gap-2 text-left text-sm ${draft.keep ? 'text-slate-900' : 'text-slate-400 line-through'}`}
        >
          <span aria-hidden="true" className="text-xs text-slate-400">
            {open ? '▾' : '▸'}
          </span>
          <span data-testid="import-part-name" className="truncate font-medium">
            {part.doc_name}
          </span>
          {part.title_page && (
            <span className="shrink-0 rounded bg-amber-50 px-1.5 text-xs text-amber-700">扉页</span>
          )}
          <span className="ml-auto shrink-0 text-xs text-slate-400">{part.lines.length} 行</span>
        </button>
      </div>
      {open && (
        <ul className={`border-t border-slate-100 px-3 py-2 ${draft.keep ? '' : 'opacity-50'}`}>
          {part.lines.map((line, j) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional, fixed for one preview
              key={j}
              data-testid="import-line"
              data-block={draft.blocks[j]}
              className="flex items-start gap-3 py-1"
            >
              <select
                value={draft.blocks[j]}
                disabled={!draft.keep}
                onChange={(e) => onBlock(j, e.target.value as TScriptBlock)}
                aria-label={`第${j + 1}行的元素`}
                data-testid="import-line-block"
                className="jz-select h-7! w-20 shrink-0 py-0! text-xs!"
              >
                {IMPORT_BLOCK_ORDER.map((b) => (
                  <option key={b} value={b}>
                    {ScriptBlockLabel[b]}
                  </option>
                ))}
              </select>
              <span
                data-testid="import-line-text"
                className="min-w-0 flex-1 break-words pt-1 text-sm text-slate-700"
              >
                {line.text}
                {line.parenthetical !== null && (
                  <span data-testid="import-line-parenthetical" className="ml-2 text-xs text-slate-400">
                    括号：（{line.parenthetical}）
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
