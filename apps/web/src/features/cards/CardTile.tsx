import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { BoardCard } from '@juzuo/doc-model';
import type { TCardTemplate } from '@juzuo/schemas';

/** Props of one card on the board. */
export interface CardTileProps {
  card: BoardCard;
  template: TCardTemplate | undefined;
  editable: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

/**
 * A card on the board: title, its template's name and the filled fields. Writers drag it by the
 * handle (pointer, or the keyboard: focus the handle, space, arrows, space) and open it to edit.
 */
export function CardTile({ card, template, editable, onOpen, onDelete }: CardTileProps) {
  const sortable = useSortable({ id: card.card_id, disabled: !editable });
  const filled = (template?.fields ?? []).filter((f) => card.fields[f.key]?.trim());
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-testid="idea-card"
      data-card-id={card.card_id}
      className={`group relative flex min-h-36 flex-col rounded-xl border bg-white p-4 shadow-sm transition-shadow ${
        sortable.isDragging ? 'z-10 border-brand-400 shadow-lg' : 'border-slate-200 hover:shadow-md'
      }`}
    >
      <div className="flex items-start gap-2">
        {editable && (
          <button
            type="button"
            data-testid="card-drag-handle"
            aria-label={`拖动排序：${card.title}`}
            title="拖动排序（也可聚焦后按空格，用方向键移动）"
            className="-ml-1 mt-0.5 cursor-grab rounded px-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing"
            {...sortable.attributes}
            {...sortable.listeners}
          >
            ⠿
          </button>
        )}
        <button
          type="button"
          onClick={onOpen}
          data-testid="card-open"
          className="min-w-0 flex-1 text-left focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <h3
            data-testid="card-title"
            className="line-clamp-2 text-sm font-semibold leading-6 text-slate-900"
          >
            {card.title || '未命名卡片'}
          </h3>
        </button>
        {editable && (
          <button
            type="button"
            data-testid="card-delete"
            aria-label={`删除卡片：${card.title}`}
            onClick={onDelete}
            className="rounded px-1.5 text-slate-300 opacity-0 hover:bg-rose-50 hover:text-rose-600 focus-visible:opacity-100 group-hover:opacity-100"
          >
            ✕
          </button>
        )}
      </div>
      {template && (
        <span className="mt-1 w-fit rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-500">
          {template.name}
        </span>
      )}
      {filled.length > 0 && (
        <dl className="mt-3 space-y-1 text-xs leading-5">
          {filled.slice(0, 4).map((f) => (
            <div key={f.key} className="flex gap-2">
              <dt className="shrink-0 text-slate-400">{f.label}</dt>
              <dd data-testid={`card-field-${f.key}`} className="line-clamp-1 text-slate-700">
                {card.fields[f.key]}
              </dd>
            </div>
          ))}
          {filled.length > 4 && <div className="text-slate-400">另有 {filled.length - 4} 项</div>}
        </dl>
      )}
    </li>
  );
}
