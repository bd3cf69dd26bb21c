import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';

/** A collaborator as the awareness protocol announces them. */
export interface Collaborator {
  clientId: number;
  id: string;
  name: string;
  color: string;
}

function sameCollaborators(a: readonly Collaborator[], b: readonly Collaborator[]): boolean {
  return (
    a.length === b.length &&
    a.every((u, i) => {
      const v = b[i] as Collaborator;
      return u.clientId === v.clientId && u.id === v.id && u.name === v.name && u.color === v.color;
    })
  );
}

/** Everyone else connected to this document, deduplicated per client. */
export function useCollaborators(provider: HocuspocusProvider): Collaborator[] {
  const [list, setList] = useState<Collaborator[]>([]);
  useEffect(() => {
    const awareness = provider.awareness;
    if (!awareness) return;
    const read = () => {
      const out: Collaborator[] = [];
      awareness.getStates().forEach((state, clientId) => {
        const user = state.user as Partial<Collaborator> | undefined;
        if (clientId === awareness.clientID || !user?.name) return;
        out.push({
          clientId,
          id: String(user.id ?? clientId),
          name: user.name,
          color: user.color ?? '#64748b',
        });
      });
      // Awareness changes on every keystroke (our own caret): keep the old list unless someone joined,
      // left or renamed, so the editor does not re-render per keystroke.
      setList((prev) => (sameCollaborators(prev, out) ? prev : out));
    };
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [provider]);
  return list;
}

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
