import { type Collaborator, initialsOf, shownColor } from './presence';

/** Props of the presence bar. */
export interface PresenceBarProps {
  me: { id?: string; name: string; color: string };
  /** Everyone else, one entry per user (useYDocument's others). */
  others: Collaborator[];
  /** Whose caret the page follows; absent where there are no carets (a card board): plain avatars. */
  following?: number | null;
  onFollow?: (clientId: number | null) => void;
}

/** Who is here; clicking a collaborator follows their caret (click again to stop). */
export function PresenceBar({ me, others, following = null, onFollow }: PresenceBarProps) {
  return (
    <div data-testid="presence" className="flex items-center gap-1.5">
      <Dot name={me.name} label={`${me.name}（我）`} color={shownColor(me)} />
      {others.map((u) => {
        if (!onFollow) {
          return (
            <span key={u.id} data-testid="presence-user" data-user-id={u.id}>
              <Dot name={u.name} label={u.name} color={u.color} />
            </span>
          );
        }
        const active = following === u.clientId;
        return (
          <button
            key={u.id}
            type="button"
            data-testid="presence-user"
            data-user-id={u.id}
            data-following={active ? 'true' : undefined}
            onClick={() => onFollow(active ? null : u.clientId)}
            title={active ? `停止跟随 ${u.name}` : `跟随 ${u.name} 的光标`}
            className={`rounded-full ring-offset-1 ${active ? 'ring-2 ring-brand-500' : ''}`}
          >
            <Dot name={u.name} label={u.name} color={u.color} />
          </button>
        );
      })}
      {following !== null && <span className="text-xs text-brand-600">跟随中</span>}
    </div>
  );
}

function Dot({ name, label, color }: { name: string; label: string; color: string }) {
  const initials = initialsOf(name);
  return (
    <span
      role="img"
      title={label}
      aria-label={label}
      data-testid="presence-initials"
      className={`inline-flex size-7 items-center justify-center rounded-full font-medium text-white ${
        initials.length > 1 ? 'text-[11px]' : 'text-xs'
      }`}
      style={{ backgroundColor: color }}
    >
      {initials}
    </span>
  );
}
