import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCall, useCallMutation, useDocList, useMyInfo } from '@juzuo/api-client/react';
import type { OutlineNode } from '@juzuo/doc-model';
import {
  MediaType,
  MediaUnit,
  outlineGet,
  projectDocAdd,
  RelayDocumentKind,
  type TMediaType,
} from '@juzuo/schemas';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { isOffline } from '../../lib/useOnline';
import { colorFor } from '../collab/identity';
import { PresenceBar } from '../collab/PresenceBar';
import { SyncBadge } from '../collab/SyncBadge';
import { useYDocument } from '../collab/useYDocument';
import { AddField } from './AddField';
import { DocLink } from './DocLink';
import { EpisodeCard } from './EpisodeCard';
import { outlineOps } from './outlineOps';
import { buildOutline, docNameFor, dropPlacement, locate, stepPlacement } from './outlineTree';
import { useFirstSync, useOutlineNodes } from './useOutlineNodes';

/** Props of the outline of a work. */
export interface OutlineViewProps {
  workId: string;
  mediaType: TMediaType;
  /** The page's hint that the member lacks EditIdeas (the relay and the API's abilities decide too). */
  readOnly: boolean;
}

/**
 * The work's outline (`outline:<work_id>`), live for everyone on it: episodes (chapters for a novel)
 * with beats; add, rename, delete, reorder by drag and drop or by the up/down buttons, mark episodes
 * 钩子 / 付费卡点 / 爽点, and link a node to its episode document or create it. Readers see the same
 * outline without the controls.
 */
export function OutlineView({ workId, mediaType, readOnly }: OutlineViewProps) {
  const session = useSession();
  const userId = session.userId ?? 'anonymous';
  const name = useMyInfo().data?.name || '我';
  const me = useMemo(() => ({ id: userId, name, color: colorFor(userId) }), [userId, name]);
  // The API presents whether this member may write the outline; the relay enforces the same rule.
  const abilities = useCall(outlineGet, { project_id: workId }).data?.abilities;
  const hint = readOnly || abilities?.can_write === false;
  const doc = useYDocument({ kind: RelayDocumentKind.Outline, id: workId, userId, readOnly: hint, user: me });
  const ydoc = doc.session?.ydoc ?? null;
  const nodes = useOutlineNodes(ydoc);
  const synced = useFirstSync(doc.session?.provider ?? null);
  const tree = useMemo(() => buildOutline(nodes), [nodes]);
  const docList = useDocList(workId);
  const docs = docList.data?.list;
  const addDoc = useCallMutation(projectDocAdd);
  const chapters = mediaType === MediaType.NOVEL;
  const unit = MediaUnit[mediaType];
  const ops = useMemo(() => (ydoc ? outlineOps(ydoc, chapters) : null), [ydoc, chapters]);
  const [deleting, setDeleting] = useState<string | null>(null);
  // Another member may link a document they just created: re-read the list once per unknown link.
  const unknownLinks = docs
    ? nodes
        .filter((n) => n.doc_id && !docs.some((d) => d.doc_id === n.doc_id))
        .map((n) => n.doc_id)
        .join(',')
    : '';
  const reloadDocs = docList.mutate;
  useEffect(() => {
    if (unknownLinks) void reloadDocs();
  }, [unknownLinks, reloadDocs]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const editable = doc.editable && !hint;
  const beatCount = tree.reduce((n, e) => n + e.beats.length, 0);
  const labelOf = (i: number) => `第${i + 1}${unit}`;
  const title = chapters ? '章节大纲' : '分集大纲';

  if (doc.status.refused) {
    return (
      <p data-testid="outline-refused" className="grid flex-1 place-items-center text-sm text-slate-500">
        无法打开大纲：没有这部作品的权限，或登录已失效，请刷新后重试。
      </p>
    );
  }
  const loaded = synced || nodes.length > 0 || (doc.status.localLoaded && isOffline());
  if (!ydoc || !ops || !loaded) {
    return (
      <div data-testid="outline-loading" className="grid flex-1 place-items-center py-20">
        <Spinner />
      </div>
    );
  }

  // Episodes drag among episodes only; beats onto beats or episodes.
  const collision: CollisionDetection = (args) => {
    const episode = args.active.data.current?.type === 'episode';
    return closestCenter({
      ...args,
      droppableContainers: episode
        ? args.droppableContainers.filter((c) => c.data.current?.type === 'episode')
        : args.droppableContainers,
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const to = dropPlacement(tree, String(active.id), String(over.id));
    if (to) ops.move(String(active.id), to);
  };
  const step = (id: string, delta: -1 | 1) => stepPlacement(tree, id, delta);
  const linkOf = (node: OutlineNode) => {
    const at = locate(tree, node.node_id);
    const label = labelOf(at?.episode ?? 0);
    return (
      <DocLink
        workId={workId}
        docId={node.doc_id}
        docs={docs}
        editable={editable}
        unit={unit}
        onLink={(docId) => ops.link(node.node_id, docId)}
        idleClassName={
          at && at.beat >= 0
            ? 'opacity-0 group-hover/beat:opacity-100 group-focus-within/beat:opacity-100 focus-visible:opacity-100'
            : ''
        }
        onCreate={async () => {
          const episode = at ? tree[at.episode]?.node : undefined;
          const { doc_id } = await addDoc({
            project_id: workId,
            doc_name: docNameFor(label, episode?.title ?? ''),
          });
          ops.link(node.node_id, doc_id);
        }}
      />
    );
  };
  const doomed = tree.find((e) => e.node.node_id === deleting);

  return (
    <section data-testid="outline-view" className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-6 py-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <span data-testid="outline-count" className="text-xs text-slate-400">
          {tree.length} {unit} · {beatCount} 个节拍
        </span>
        <div className="ml-auto flex items-center gap-3">
          <PresenceBar me={me} others={doc.others} />
          <SyncBadge state={doc.status.sync} readOnly={!editable} />
        </div>
      </header>
      {!editable && (
        <p data-testid="outline-read-only" className="bg-amber-50 px-6 py-2 text-xs text-amber-700">
          只读：需要「编辑创意」作品权限才能修改大纲。
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-6 py-5">
        <div className="mx-auto max-w-4xl">
          {tree.length === 0 ? (
            <div data-testid="outline-empty" className="mx-auto max-w-md py-14 text-center">
              <p className="text-sm font-medium text-slate-700">还没有{title}</p>
              <p className="mt-1 text-xs leading-5 text-slate-500">
                {editable
                  ? `按${unit}写下故事走向，为每${unit}排好节拍，标出钩子、付费卡点和爽点；团队成员会实时看到。`
                  : '有编辑权限的成员添加后，这里会实时显示。'}
              </p>
            </div>
          ) : (
            <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd}>
              <SortableContext items={tree.map((e) => e.node.node_id)} strategy={verticalListSortingStrategy}>
                <ol data-testid="outline-episodes" className="space-y-4">
                  {tree.map((episode, i) => (
                    <EpisodeCard
                      key={episode.node.node_id}
                      episode={episode}
                      label={labelOf(i)}
                      editable={editable}
                      ops={ops}
                      step={step}
                      onDelete={() => setDeleting(episode.node.node_id)}
                      linkOf={linkOf}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
          {editable && (
            <AddField
              className="mt-4"
              placeholder={`新增${labelOf(tree.length)}：写下这一${unit}的标题，回车确认`}
              button={`添加${unit}`}
              testId="outline-add-episode"
              onAdd={(t) => ops.addEpisode(t)}
            />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={`删除${unit}`}
        message={`确定删除「${doomed?.node.title ?? ''}」${
          doomed?.beats.length ? `及其 ${doomed.beats.length} 个节拍` : ''
        }吗？关联的文档会保留。团队成员的大纲上也会同时删除。`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          if (deleting) ops.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
