import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCall, useMyInfo } from '@juzuo/api-client/react';
import { insertCard, moveCard, patchCard, removeCard } from '@juzuo/doc-model';
import { cardTemplateLast, cardTemplateList, RelayDocumentKind } from '@juzuo/schemas';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { colorFor } from '../collab/identity';
import { PresenceBar } from '../collab/PresenceBar';
import { SyncBadge } from '../collab/SyncBadge';
import { useYDocument } from '../collab/useYDocument';
import { CardDialog, type CardDraft } from './CardDialog';
import { CardTile } from './CardTile';
import { useBoardCards } from './useBoardCards';

/** Props of the live card board of one idea. */
export interface CardBoardProps {
  ideaId: string;
  ideaName: string;
  /** The member lacks EditIdeas (the relay decides too, and follows permission changes). */
  readOnly: boolean;
  /** Template new cards start with instead of the one used last (character sheets: 人物). */
  defaultTemplateId?: string;
  /** Extra controls in the header (character sheets: sync from the work's characters). */
  actions?: ReactNode;
}

/**
 * The card board of an idea (`cards:<idea_id>`), live for everyone on it: add, edit, reorder by
 * drag and drop (pointer or keyboard) and delete cards; each edit is a Yjs transaction the relay
 * passes to the others at once. Readers see the same board without the controls.
 */
export function CardBoard({ ideaId, ideaName, readOnly, defaultTemplateId, actions }: CardBoardProps) {
  const session = useSession();
  const userId = session.userId ?? 'anonymous';
  const info = useMyInfo();
  const name = info.data?.name || '我';
  const me = useMemo(() => ({ id: userId, name, color: colorFor(userId) }), [userId, name]);
  const doc = useYDocument({ kind: RelayDocumentKind.Cards, id: ideaId, userId, readOnly, user: me });
  const ydoc = doc.session?.ydoc ?? null;
  const cards = useBoardCards(ydoc);
  const templates = useCall(cardTemplateList, {}).data?.list ?? [];
  const last = useCall(cardTemplateLast, {}).data?.template ?? null;
  const [dialog, setDialog] = useState<{ cardId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const editable = doc.editable;

  if (!ydoc) {
    return (
      <div className="grid flex-1 place-items-center py-20">
        <Spinner />
      </div>
    );
  }

  const save = (draft: CardDraft) => {
    const cardId = dialog?.cardId;
    if (cardId) patchCard(ydoc, cardId, draft);
    else ydoc.transact(() => insertCard(ydoc, { card_id: crypto.randomUUID(), ...draft }));
    setDialog(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = cards.findIndex((c) => c.card_id === over.id);
    if (to >= 0) moveCard(ydoc, String(active.id), to);
  };
  const open = dialog?.cardId ? cards.find((c) => c.card_id === dialog.cardId) : null;
  const templateOf = (id: string) => templates.find((t) => t.template_id === id);

  return (
    <section data-testid="card-board" className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-6 py-3">
        <h2 className="min-w-0 truncate text-base font-semibold text-slate-900">{ideaName}</h2>
        <span data-testid="card-count" className="text-xs text-slate-400">
          {cards.length} 张卡片
        </span>
        <div className="ml-auto flex items-center gap-3">
          <PresenceBar me={me} others={doc.others} />
          <SyncBadge state={doc.status.sync} readOnly={!editable} />
          {editable && actions}
          {editable && (
            <Button size="sm" data-testid="card-add" onClick={() => setDialog({ cardId: null })}>
              ＋ 添加卡片
            </Button>
          )}
        </div>
      </header>
      {!editable && (
        <p data-testid="card-board-read-only" className="bg-amber-50 px-6 py-2 text-xs text-amber-700">
          只读：需要「编辑创意」作品权限才能修改卡片。
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-6">
        {cards.length === 0 ? (
          <div data-testid="card-board-empty" className="mx-auto max-w-sm py-16 text-center">
            <p className="text-sm font-medium text-slate-700">还没有卡片</p>
            <p className="mt-1 text-xs leading-5 text-slate-500">
              {editable
                ? '用卡片整理人物、场景和情节节拍，团队成员会实时看到。'
                : '有编辑权限的成员添加后，这里会实时显示。'}
            </p>
            {editable && (
              <Button className="mt-4" size="sm" onClick={() => setDialog({ cardId: null })}>
                添加第一张卡片
              </Button>
            )}
          </div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={cards.map((c) => c.card_id)} strategy={rectSortingStrategy}>
              <ul
                data-testid="card-list"
                className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4"
              >
                {cards.map((card) => (
                  <CardTile
                    key={card.card_id}
                    card={card}
                    template={templateOf(card.template_id)}
                    editable={editable}
                    onOpen={() => setDialog({ cardId: card.card_id })}
                    onDelete={() => setDeleting(card.card_id)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </div>
      {dialog && (dialog.cardId === null || open) && (
        <CardDialog
          key={dialog.cardId ?? 'new'}
          initial={open ? { title: open.title, template_id: open.template_id, fields: open.fields } : null}
          templates={templates}
          defaultTemplateId={defaultTemplateId ?? last?.template_id ?? ''}
          readOnly={!editable}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除卡片"
        message={`确定删除「${cards.find((c) => c.card_id === deleting)?.title ?? ''}」吗？团队成员的看板上也会同时删除。`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          if (deleting) removeCard(ydoc, deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
