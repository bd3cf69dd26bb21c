import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OutlineNode } from '@juzuo/doc-model';
import type { ReactNode } from 'react';
import { AddField } from './AddField';
import { BeatRow } from './BeatRow';
import { InlineText } from './InlineText';
import { MarkerToggles } from './MarkerChips';
import type { OutlineOps } from './outlineOps';
import type { OutlineEpisode, Placement } from './outlineTree';
import { DragHandle, RowActions } from './RowActions';

/** Props of one episode (or chapter) of the outline. */
export interface EpisodeCardProps {
  episode: OutlineEpisode;
  /** 第3集 / 第3章: its place in the outline. */
  label: string;
  editable: boolean;
  ops: OutlineOps;
  /** Where one step up or down puts a node (null at the ends). */
  step: (nodeId: string, delta: -1 | 1) => Placement | null;
  /** Asks before deleting the episode and its beats. */
  onDelete: () => void;
  /** The document link of a node of this episode. */
  linkOf: (node: OutlineNode) => ReactNode;
}

/**
 * An episode: its place and title, the short-drama markers, its document, and its beats in order
 * with a field to add one. Dragged by its handle; beats drag within it and into other episodes.
 */
export function EpisodeCard({ episode, label, editable, ops, step, onDelete, linkOf }: EpisodeCardProps) {
  const { node, beats } = episode;
  const sortable = useSortable({ id: node.node_id, disabled: !editable, data: { type: 'episode' } });
  const move = (id: string, delta: -1 | 1) => {
    const to = step(id, delta);
    if (to) ops.move(id, to);
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-testid="outline-episode"
      data-node-id={node.node_id}
      data-markers={node.markers.join(',')}
      data-title={node.title}
      className={`group/episode rounded-xl border bg-white shadow-sm ${
        sortable.isDragging ? 'relative z-20 border-brand-400 shadow-lg' : 'border-slate-200'
      }`}
    >
      <div className="flex items-start gap-1.5 px-3 pt-3">
        {editable && (
          <DragHandle
            label={`${label} ${node.title}`}
            testId="outline-episode-handle"
            bind={{ ...sortable.attributes, ...sortable.listeners }}
          />
        )}
        <span
          data-testid="outline-episode-label"
          className="mt-0.5 shrink-0 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-medium text-white"
        >
          {label}
        </span>
        <div className="min-w-0 flex-1">
          <InlineText
            value={node.title}
            label={`${label}标题`}
            editable={editable}
            onSave={(t) => ops.rename(node.node_id, t)}
            testId="outline-episode-title"
            className="text-[15px] font-semibold text-slate-900"
          />
        </div>
        {editable && (
          <RowActions
            group="episode"
            testPrefix="outline-episode"
            actions={[
              {
                key: 'up',
                label: `上移${label}`,
                icon: '↑',
                disabled: !step(node.node_id, -1),
                onClick: () => move(node.node_id, -1),
              },
              {
                key: 'down',
                label: `下移${label}`,
                icon: '↓',
                disabled: !step(node.node_id, 1),
                onClick: () => move(node.node_id, 1),
              },
              { key: 'delete', label: `删除${label}`, icon: '×', danger: true, onClick: onDelete },
            ]}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 pt-1 pb-2 pl-10">
        <MarkerToggles
          markers={node.markers}
          editable={editable}
          onChange={(m) => ops.setMarkers(node.node_id, m)}
        />
        {linkOf(node)}
      </div>
      <div className="border-t border-slate-100 bg-slate-50/60 px-3 py-2 pl-6 rounded-b-xl">
        <SortableContext items={beats.map((b) => b.node_id)} strategy={verticalListSortingStrategy}>
          <ol data-testid="outline-beats" className="space-y-1.5">
            {beats.map((beat, i) => (
              <BeatRow
                key={beat.node_id}
                beat={beat}
                number={i + 1}
                episodeLabel={label}
                editable={editable}
                canUp={!!step(beat.node_id, -1)}
                canDown={!!step(beat.node_id, 1)}
                onStep={(d) => move(beat.node_id, d)}
                onRename={(t) => ops.rename(beat.node_id, t)}
                onDelete={() => ops.remove(beat.node_id)}
                link={linkOf(beat)}
              />
            ))}
          </ol>
        </SortableContext>
        {beats.length === 0 && !editable && <p className="py-1 text-xs text-slate-400">还没有节拍</p>}
        {editable && (
          <AddField
            className={beats.length ? 'mt-2' : ''}
            placeholder={`为${label}添加节拍，回车确认`}
            button="添加节拍"
            testId="outline-add-beat"
            onAdd={(t) => ops.addBeat(node.node_id, t)}
          />
        )}
      </div>
    </li>
  );
}
