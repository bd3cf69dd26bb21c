import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OutlineNode } from '@juzuo/doc-model';
import type { ReactNode } from 'react';
import { InlineText } from './InlineText';
import { DragHandle, RowActions } from './RowActions';

/** Props of one beat of an episode. */
export interface BeatRowProps {
  beat: OutlineNode;
  /** 1-based place in its episode, for names read aloud. */
  number: number;
  episodeLabel: string;
  editable: boolean;
  canUp: boolean;
  canDown: boolean;
  onStep: (delta: -1 | 1) => void;
  onRename: (text: string) => void;
  onDelete: () => void;
  /** The document link of the beat. */
  link: ReactNode;
}

/** A beat: its text, its document link, drag and keyboard moves (across episodes too), delete. */
export function BeatRow({
  beat,
  number,
  episodeLabel,
  editable,
  canUp,
  canDown,
  onStep,
  onRename,
  onDelete,
  link,
}: BeatRowProps) {
  const sortable = useSortable({ id: beat.node_id, disabled: !editable, data: { type: 'beat' } });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-testid="outline-beat"
      data-node-id={beat.node_id}
      data-title={beat.title}
      className={`group/beat flex items-start gap-1.5 rounded-lg border bg-white px-2 py-1.5 ${
        sortable.isDragging ? 'relative z-10 border-brand-400 shadow-lg' : 'border-slate-200'
      }`}
    >
      {editable ? (
        <DragHandle
          label={beat.title}
          testId="outline-beat-handle"
          bind={{ ...sortable.attributes, ...sortable.listeners }}
        />
      ) : (
        <span aria-hidden="true" className="mt-1 size-1.5 shrink-0 rounded-full bg-slate-300" />
      )}
      <span className="mt-1 w-5 shrink-0 text-right text-xs tabular-nums text-slate-400">{number}</span>
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-x-2">
        <div className="min-w-48 flex-1">
          <InlineText
            value={beat.title}
            label={`${episodeLabel}第${number}个节拍`}
            editable={editable}
            onSave={onRename}
            testId="outline-beat-text"
            multiline
            className="text-sm text-slate-800"
          />
        </div>
        <div className="mt-0.5 shrink-0">{link}</div>
      </div>
      {editable && (
        <RowActions
          group="beat"
          testPrefix="outline-beat"
          actions={[
            { key: 'up', label: '上移节拍', icon: '↑', disabled: !canUp, onClick: () => onStep(-1) },
            { key: 'down', label: '下移节拍', icon: '↓', disabled: !canDown, onClick: () => onStep(1) },
            { key: 'delete', label: '删除节拍', icon: '×', danger: true, onClick: onDelete },
          ]}
        />
      )}
    </li>
  );
}
