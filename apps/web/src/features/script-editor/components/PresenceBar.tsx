import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import { type Collaborator, collaboratorsFrom, distinctColors, initialsOf } from '../collab/presence';

export type { Collaborator } from '../collab/presence';

function sameCollaborators(a: readonly Collaborator[], b: readonly Collaborator[]): boolean {
  return (
    a.length === b.length &&
    a.every((u, i) => {
      const v = b[i] as Collaborator;
      return u.clientId === v.clientId && u.id === v.id && u.name === v.name && u.color === v.color;
    })
  );
}

/**
 * Colours shown for the people on the open documents of this tab (user id -> colour), so a caret and
 * its presence entry always match even when two people's stable colours collide.
 */
const shownColors = new Map<string, string>();

/** The colour this tab shows for an awareness user (a caret's border and label). */
export function shownColor(user: Record<string, unknown>): string {
  return shownColors.get(String(user.id ?? '')) ?? String(user.color ?? '#64748b');
}

/**
 * Everyone else connected to this document, one entry per user (the same person in two tabs, or my
 * own other tab, is not listed twice), each with a colour no one else present has.
 */
export function useCollaborators(provider: HocuspocusProvider): Collaborator[] {
  const [list, setList] = useState<Collaborator[]>([]);
  useEffect(() => {
    const awareness = provider.awareness;
    if (!awareness) return;
    const read = () => {
      const myId = String((awareness.getLocalState()?.user as { id?: unknown } | undefined)?.id ?? '');
      const found = collaboratorsFrom(awareness.getStates(), awareness.clientID, myId);
      const colors = distinctColors([myId, ...found.map((u) => u.id)]);
      for (const [id, color] of colors) shownColors.set(id, color);
      const out = found.map((u) => ({ ...u, color: colors.get(u.id) ?? u.color }));
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
  me: { id?: string; name: string; color: string };
  others: Collaborator[];
  following: number | null;
  onFollow: (clientId: number | null) => void;
}

/** Who is here; clicking a collaborator follows their caret (click again to stop). */
export function PresenceBar({ me, others, following, onFollow }: PresenceBarProps) {
  return (
    <div data-testid="presence" className="flex items-center gap-1.5">
      <Dot name={me.name} label={`${me.name}（我）`} color={shownColors.get(me.id ?? '') ?? me.color} />
      {others.map((u) => {
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
