import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { ScriptBlockLabel, type TScriptBlock } from '@juzuo/schemas';
import { BLOCK_SHORTCUTS, isMacPlatform, shortcutLabel, TAB_ORDER } from '../logic/blocks';

const MAC = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform);

/** The shortcut of an element as this platform writes it (`Ctrl+Alt+5`, `⌘⌥5`). */
export function blockShortcut(block: TScriptBlock): string {
  return shortcutLabel(BLOCK_SHORTCUTS[block], MAC);
}

/**
 * The element menu: the type of the caret's line, every element with its one-step shortcut. A styled
 * listbox (keyboard: Enter/Space opens, arrows move, typing a label's first letter jumps).
 */
export function ElementMenu({
  value,
  disabled,
  onChange,
}: {
  value: TScriptBlock;
  disabled: boolean;
  onChange: (block: TScriptBlock) => void;
}) {
  return (
    <Listbox value={value} onChange={onChange} disabled={disabled}>
      <ListboxButton
        data-testid="block-picker"
        data-value={value}
        aria-label={`元素：${ScriptBlockLabel[value]}`}
        title="元素类型（Tab / Shift+Tab 切换）"
        className="flex h-8 min-w-24 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white pr-2 pl-3 text-sm text-slate-800 hover:border-slate-400 focus:outline-none data-focus:border-brand-500 data-focus:ring-2 data-focus:ring-brand-200 data-disabled:cursor-not-allowed data-disabled:opacity-50"
      >
        <span className="flex items-baseline gap-1.5">
          <span className="text-xs text-slate-400">元素</span>
          <span className="font-medium">{ScriptBlockLabel[value]}</span>
        </span>
        <svg viewBox="0 0 20 20" className="size-4 text-slate-400" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.7a.75.75 0 0 1 1.06 0L10 11.44l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.76a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        data-testid="block-menu"
        className="z-50 mt-1 w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {TAB_ORDER.map((block) => (
          <ListboxOption
            key={block}
            value={block}
            data-testid={`block-option-${block}`}
            className="group flex cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm text-slate-700 data-focus:bg-slate-100 data-selected:font-medium data-selected:text-brand-700"
          >
            <svg
              viewBox="0 0 20 20"
              className="invisible size-4 shrink-0 group-data-selected:visible"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            <span className="flex-1">{ScriptBlockLabel[block]}</span>
            <kbd className="font-sans text-xs text-slate-400">{blockShortcut(block)}</kbd>
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
