import { memo } from 'react';
import type { SceneEntry } from '../logic/scenes';

/** Scene list of the script; a click jumps the editor to that heading. Memoised: it re-renders only when the scenes change. */
export const OutlinePane = memo(function OutlinePane({
  scenes,
  onJump,
}: {
  scenes: SceneEntry[];
  onJump: (scene: SceneEntry) => void;
}) {
  return (
    <nav data-testid="scene-outline" aria-label="场景大纲" className="flex flex-col gap-0.5 text-sm">
      <h2 className="mb-1 px-2 text-xs font-semibold text-slate-500">场景（{scenes.length}）</h2>
      {scenes.length === 0 && (
        <p className="px-2 text-xs text-slate-400">按 Tab 把一行设为“场景”，这里会列出全部场景。</p>
      )}
      {scenes.map((s) => (
        <button
          key={`${s.line}-${s.number}`}
          type="button"
          data-testid="outline-scene"
          onClick={() => onJump(s)}
          className="truncate rounded px-2 py-1 text-left hover:bg-slate-100"
          title={`${s.number} ${s.title}`}
        >
          <span className="mr-1.5 font-mono text-xs text-slate-500">{s.number}</span>
          {s.title || '（未命名场景）'}
        </button>
      ))}
    </nav>
  );
});
