import type { TDocItem, TMediaType, TVolumeItem } from '@juzuo/schemas';
import { MediaUnit } from '@juzuo/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DisabledWithReason } from '../../../components/DisabledWithReason';
import { PaneToggle } from '../../../components/PaneToggle';
import { Spinner } from '../../../components/Spinner';
import { VolumeExportDialog } from '../../../features/export/VolumeExportDialog';
import { MarkerTags } from '../../../features/outline/MarkerChips';
import { type ImportDestination, ImportDialog } from '../../../features/script-import/ImportDialog';
import { isOffline } from '../../../lib/useOnline';
import { InlineName } from './InlineName';
import { TreeActions } from './TreeActions';
import { type Container, dropInto, moveBy } from './treeOps';
import { type DocTreeApi, useDocTree } from './useDocTree';

/** Props of DocTree. */
export interface DocTreeProps {
  workId: string;
  mediaType: TMediaType;
  readOnly: boolean;
  /** Tooltip of the disabled add buttons when read-only. */
  readOnlyReason: string;
  selectedId: string | null;
  /** Short-drama markers (钩子 / 付费卡点 / 爽点) per document, from the outline. */
  markers?: ReadonlyMap<string, readonly string[]>;
  onSelect: (doc: TDocItem) => void;
  /** Opens a document by id (the first one an import made). */
  onOpenDoc?: (docId: string) => void;
  /** Folds the tree away (the page shows a button to bring it back). */
  onFold?: () => void;
}

type Pending = { kind: 'doc' | 'volume'; id: string; name: string } | null;

/** The script's table of contents: volumes with their documents; add, rename, reorder, delete. */
export function DocTree({
  workId,
  mediaType,
  readOnly,
  readOnlyReason,
  selectedId,
  markers,
  onSelect,
  onOpenDoc,
  onFold,
}: DocTreeProps) {
  const tree = useDocTree(workId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Pending>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [importing, setImporting] = useState<ImportDestination | null>(null);
  const [exportingVolume, setExportingVolume] = useState<{ id: string; name: string } | null>(null);
  const unit = MediaUnit[mediaType];

  const ids = (docs: readonly TDocItem[]) => docs.map((d) => d.doc_id);
  const drop = (container: Container, docs: readonly TDocItem[], beforeId: string | null) => {
    const id = dragId;
    setDragId(null);
    if (!id) return;
    const next = dropInto(ids(docs), id, beforeId);
    if (next) void tree.orderDocs(container, next);
  };

  const docRows = (container: Container, docs: readonly TDocItem[]) =>
    docs.map((d, i) => (
      <li
        key={d.doc_id}
        data-testid="tree-doc"
        data-doc-id={d.doc_id}
        draggable={!readOnly && renaming !== d.doc_id}
        onDragStart={(e) => {
          e.dataTransfer.setData('text/plain', d.doc_id);
          e.dataTransfer.effectAllowed = 'move';
          setDragId(d.doc_id);
        }}
        onDragEnd={() => setDragId(null)}
        onDragOver={(e) => dragId && e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          drop(container, docs, d.doc_id);
        }}
        className={`group/row flex h-8 items-center gap-1 rounded-md pr-1 ${container ? 'pl-6' : 'pl-2'} ${
          selectedId === d.doc_id ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
        } ${dragId === d.doc_id ? 'opacity-40' : ''}`}
      >
        {renaming === d.doc_id ? (
          <InlineName
            initial={d.doc_name}
            label="文档名称"
            onSave={(name) => void tree.renameDoc(d.doc_id, name)}
            onDone={() => setRenaming(null)}
          />
        ) : (
          <button
            type="button"
            onClick={() => onSelect(d)}
            aria-current={selectedId === d.doc_id ? 'page' : undefined}
            data-testid="tree-doc-name"
            title={d.doc_name}
            className="min-w-0 flex-1 truncate text-left text-sm"
          >
            {d.doc_name}
          </button>
        )}
        {renaming !== d.doc_id && (
          <MarkerTags markers={markers?.get(d.doc_id) ?? []} testId="tree-doc-marker" compact />
        )}
        {!readOnly && renaming !== d.doc_id && (
          <TreeActions
            testPrefix="tree-doc"
            actions={[
              {
                key: 'up',
                label: '上移',
                icon: '↑',
                disabled: i === 0,
                onClick: () => reorder(tree, container, docs, d.doc_id, -1),
              },
              {
                key: 'down',
                label: '下移',
                icon: '↓',
                disabled: i === docs.length - 1,
                onClick: () => reorder(tree, container, docs, d.doc_id, 1),
              },
              { key: 'rename', label: '重命名', icon: '✎', onClick: () => setRenaming(d.doc_id) },
              {
                key: 'delete',
                label: '删除',
                icon: '×',
                danger: true,
                onClick: () => setDeleting({ kind: 'doc', id: d.doc_id, name: d.doc_name }),
              },
            ]}
          />
        )}
      </li>
    ));

  const volumeRow = (v: TVolumeItem, i: number, volumes: readonly TVolumeItem[]) => (
    <li key={v.volume_id} data-testid="tree-volume" data-volume-id={v.volume_id} className="mt-1">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse only; the keyboard path is the up/down actions */}
      <div
        onDragOver={(e) => dragId && e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          drop(v.volume_id, v.docs, null);
        }}
        className="group/row flex h-8 items-center gap-1 rounded-md pl-2 pr-1 text-slate-900 hover:bg-slate-100"
      >
        <span aria-hidden="true" className="text-xs text-slate-400">
          ▾
        </span>
        {renaming === v.volume_id ? (
          <InlineName
            initial={v.volume_name}
            label="卷名称"
            onSave={(name) => void tree.renameVolume(v.volume_id, name)}
            onDone={() => setRenaming(null)}
          />
        ) : (
          <span data-testid="tree-volume-name" className="min-w-0 flex-1 truncate text-sm font-medium">
            {v.volume_name}
          </span>
        )}
        {renaming !== v.volume_id && (
          <TreeActions
            testPrefix="tree-volume"
            actions={[
              // Reading is enough to export; every other action edits the tree.
              {
                key: 'export',
                label: '导出此卷',
                icon: '⇪',
                onClick: () => setExportingVolume({ id: v.volume_id, name: v.volume_name }),
              },
              ...(readOnly ? [] : volumeEditActions(v, i, volumes)),
            ]}
          />
        )}
      </div>
      <ul>{docRows(v.volume_id, v.docs)}</ul>
    </li>
  );
  const volumeEditActions = (v: TVolumeItem, i: number, volumes: readonly TVolumeItem[]) => [
    {
      key: 'add-doc',
      label: `在此卷新建${unit}`,
      icon: '+',
      onClick: () => void tree.addDoc(v.volume_id),
    },
    {
      key: 'import',
      label: '导入剧本到此卷',
      icon: '⇩',
      onClick: () =>
        setImporting({
          kind: 'work',
          workId,
          volumeId: v.volume_id,
          volumeName: v.volume_name,
        }),
    },
    {
      key: 'up',
      label: '上移',
      icon: '↑',
      disabled: i === 0,
      onClick: () => reorderVolumes(tree, volumes, v.volume_id, -1),
    },
    {
      key: 'down',
      label: '下移',
      icon: '↓',
      disabled: i === volumes.length - 1,
      onClick: () => reorderVolumes(tree, volumes, v.volume_id, 1),
    },
    { key: 'rename', label: '重命名', icon: '✎', onClick: () => setRenaming(v.volume_id) },
    {
      key: 'delete',
      label: '删除',
      icon: '×',
      danger: true,
      onClick: () => setDeleting({ kind: 'volume', id: v.volume_id, name: v.volume_name }),
    },
  ];

  return (
    <aside
      id="doc-tree"
      data-testid="doc-tree"
      aria-label="目录"
      className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white"
    >
      <div className="flex items-center gap-1 border-b border-slate-100 py-2 pr-3 pl-1.5">
        {onFold && (
          <PaneToggle
            open
            onToggle={onFold}
            name="目录"
            controls="doc-tree"
            id="doc-tree-fold"
            testId="doc-tree-toggle"
          />
        )}
        <h2 className={`mr-auto text-sm font-semibold text-slate-900 ${onFold ? '' : 'pl-1.5'}`}>目录</h2>
        <AddButton
          label={`新建${unit}`}
          reason={readOnly ? readOnlyReason : null}
          testId="tree-add-doc"
          onClick={() => void tree.addDoc(null)}
        />
        <AddButton
          label="新建卷"
          reason={readOnly ? readOnlyReason : null}
          testId="tree-add-volume"
          onClick={() => void tree.addVolume()}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-2">
        {!tree.data && tree.failed ? (
          <p
            data-testid="tree-unavailable"
            className="px-2 py-8 text-center text-xs leading-5 text-slate-400"
          >
            目录暂时无法读取{isOffline() ? '：本机还没有保存这部作品的目录，联网后自动加载' : '，请稍后刷新'}
          </p>
        ) : !tree.data ? (
          <div className="grid h-32 place-items-center">
            <Spinner />
          </div>
        ) : tree.data.docs.length === 0 && tree.data.volumes.length === 0 ? (
          <p data-testid="tree-empty" className="px-2 py-8 text-center text-xs text-slate-400">
            还没有文档{readOnly ? '' : `，点击「新建${unit}」开始写作`}
          </p>
        ) : (
          <>
            <ul
              onDragOver={(e) => dragId && e.preventDefault()}
              onDrop={(e) => {
                if (e.target !== e.currentTarget) return;
                e.preventDefault();
                drop(null, tree.data?.docs ?? [], null);
              }}
              className="min-h-2"
            >
              {docRows(null, tree.data.docs)}
            </ul>
            <ul>{tree.data.volumes.map((v, i, all) => volumeRow(v, i, all))}</ul>
          </>
        )}
      </div>
      {!readOnly && (
        // Below the list, not in the header: the header's two add buttons already fill the tree's width.
        <div className="border-t border-slate-100 p-2">
          <button
            type="button"
            title="导入 Word、TXT、Fountain 或 FDX 剧本文件"
            onClick={() => setImporting({ kind: 'work', workId })}
            data-testid="tree-import"
            className="h-8 w-full rounded-md text-xs font-medium text-brand-600 hover:bg-brand-50"
          >
            ⇩ 导入剧本文件
          </button>
        </div>
      )}
      {exportingVolume && (
        <VolumeExportDialog
          volumeId={exportingVolume.id}
          volumeName={exportingVolume.name}
          onClose={() => setExportingVolume(null)}
        />
      )}
      {importing && (
        <ImportDialog
          destination={importing}
          onClose={() => setImporting(null)}
          onImported={(done) => {
            setImporting(null);
            const first = done.doc_ids[0];
            if (first) onOpenDoc?.(first);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'volume' ? '删除卷' : '删除文档'}
        message={
          deleting?.kind === 'volume'
            ? `确定删除「${deleting.name}」吗？卷中的文档会移到目录顶层。`
            : `确定删除「${deleting?.name ?? ''}」吗？`
        }
        confirmLabel="删除"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const d = deleting;
          setDeleting(null);
          if (d?.kind === 'doc') void tree.deleteDoc(d.id);
          else if (d) void tree.deleteVolume(d.id);
        }}
      />
    </aside>
  );
}

function reorder(
  tree: DocTreeApi,
  container: Container,
  docs: readonly TDocItem[],
  id: string,
  delta: number,
) {
  const next = moveBy(
    docs.map((d) => d.doc_id),
    id,
    delta,
  );
  if (next) void tree.orderDocs(container, next);
}

function reorderVolumes(tree: DocTreeApi, volumes: readonly TVolumeItem[], id: string, delta: number) {
  const next = moveBy(
    volumes.map((v) => v.volume_id),
    id,
    delta,
  );
  if (next) void tree.orderVolumes(next);
}

/** An add button of the tree header; disabled with the reason as tooltip when not allowed. */
function AddButton({
  label,
  reason,
  testId,
  onClick,
}: {
  label: string;
  reason: string | null;
  testId: string;
  onClick: () => void;
}) {
  const cls = 'h-7 rounded-md px-2 text-xs font-medium';
  if (reason) {
    return (
      <DisabledWithReason
        reason={reason}
        placement="bottom"
        testId={testId}
        buttonClassName={`${cls} cursor-not-allowed text-slate-300`}
      >
        + {label}
      </DisabledWithReason>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className={`${cls} text-brand-600 hover:bg-brand-50`}
    >
      + {label}
    </button>
  );
}
