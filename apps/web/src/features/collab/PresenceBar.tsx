import type { Collaborator } from './presence';

/** Props of the presence bar. */
export interface PresenceBarProps {
  me: { name: string; color: string };
  others: Collaborator[];
  following: number | null;
  onFollow: (clientId: number | null) => void;
}

/** Who is here; clicking a collaborator follows their caret (click again to stop). */
export function PresenceBar({ me, others, following, onFollow }: PresenceBarProps) {
  return (
    <div data-testid="presence" className="flex items-center gap-1.5">
      <Dot name={`${me.name}（我）`} color={me.color} />
      {others.map((u) => {
        const active = following === u.clientId;
        return (
          <button
            key={u.clientId}
            type="button"
            data-testid="presence-user"
            data-following={active ? 'true' : undefined}
            onClick={() => onFollow(active ? null : u.clientId)}
            title={active ? `停止跟随 ${u.name}` : `跟随 ${u.name} 的光标`}
            className={`rounded-full ring-offset-1 ${active ? 'ring-2 ring-brand-500' : ''}`}
          >
            <Dot name={u.name} color={u.color} />
          </button>
        );
      })}
      {following !== null && <span className="text-xs text-brand-600">跟随中</span>}
    </div>
  );
}

function Dot({ name, color }: { name: string; color: string }) {
  return (
    <span
      role="img"
      title={name}
      aria-label={name}
      className="inline-flex size-7 items-center justify-center rounded-full text-xs font-medium text-white"
      style={{ backgroundColor: color }}
    >
      {[...name][0] ?? '?'}
    </span>
  );
}
