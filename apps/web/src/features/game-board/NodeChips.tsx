/** Props of a titled list of node chips. */
export interface NodeChipsProps {
  title: string;
  ids: readonly string[];
  nameOf: (id: string) => string;
  onJump: (id: string) => void;
  testId: string;
}

/** A title and the nodes it names as chips; a click goes to the node (无 when there are none). */
export function NodeChips({ title, ids, nameOf, onJump, testId }: NodeChipsProps) {
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 text-slate-500">
      {title}：{ids.length === 0 && <span>无</span>}
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          data-testid={testId}
          data-node-id={id}
          onClick={() => onJump(id)}
          className="rounded bg-slate-100 px-1.5 text-slate-700 hover:bg-slate-200"
        >
          {nameOf(id)}
        </button>
      ))}
    </div>
  );
}
