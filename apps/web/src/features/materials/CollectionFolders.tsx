import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  materialCollectionTypeAdd,
  materialCollectionTypeDelete,
  materialCollectionTypeList,
  materialCollectionTypeRename,
  type TCallData,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../stores/toast';

type Folder = TCallData<typeof materialCollectionTypeList>['list'][number];

/** The caller's folders: choose one (null = all), create, rename and delete (not the default one). */
export function CollectionFolders({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const folders = useCall(materialCollectionTypeList, {}).data?.list ?? [];
  const add = useCallMutation(materialCollectionTypeAdd);
  const rename = useCallMutation(materialCollectionTypeRename);
  const remove = useCallMutation(materialCollectionTypeDelete);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const total = folders.reduce((n, f) => n + f.count, 0);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { id } = await add({ name });
      setName('');
      onSelect(id);
      toast.success('收藏夹已创建');
    } catch {
      // Shown by the client.
    }
  };
  const saveRename = async (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    try {
      await rename(renaming);
      setRenaming(null);
      toast.success('已重命名');
    } catch {
      // Shown by the client.
    }
  };

  const item = (id: string | null, label: string, count: number) => (
    <button
      type="button"
      onClick={() => onSelect(id)}
      aria-pressed={selected === id}
      className={`flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm ${selected === id ? 'bg-brand-50 text-brand-700' : 'hover:bg-slate-50'}`}
    >
      <span className="truncate">{label}</span>
      <span className="text-xs text-slate-400">{count}</span>
    </button>
  );

  return (
    <nav aria-label="收藏夹" data-testid="collection-folders" className="flex flex-col gap-1">
      {item(null, '全部收藏', total)}
      {folders.map((f) =>
        renaming?.id === f.id ? (
          <form key={f.id} onSubmit={saveRename} className="flex gap-1">
            <input
              value={renaming.name}
              maxLength={20}
              autoFocus
              aria-label="收藏夹名称"
              onChange={(e) => setRenaming({ id: f.id, name: e.target.value })}
              className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
            />
            <Button size="sm" type="submit">
              保存
            </Button>
          </form>
        ) : (
          <div key={f.id} className="group flex items-center gap-1" data-testid="collection-folder">
            <div className="min-w-0 flex-1">{item(f.id, f.name, f.count)}</div>
            {!f.is_default && (
              <span className="hidden gap-1 text-xs group-hover:flex group-focus-within:flex">
                <button
                  type="button"
                  className="text-slate-500 hover:text-brand-700"
                  onClick={() => setRenaming({ id: f.id, name: f.name })}
                >
                  重命名
                </button>
                <button
                  type="button"
                  className="text-slate-500 hover:text-rose-600"
                  onClick={() => setDeleting(f)}
                >
                  删除
                </button>
              </span>
            )}
          </div>
        ),
      )}
      <form onSubmit={create} className="mt-2 flex gap-1">
        <input
          value={name}
          maxLength={20}
          placeholder="新收藏夹名称"
          aria-label="新收藏夹名称"
          data-testid="collection-folder-name"
          onChange={(e) => setName(e.target.value)}
          className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
        />
        <Button size="sm" type="submit" data-testid="collection-folder-add">
          新建
        </Button>
      </form>
      <ConfirmDialog
        open={!!deleting}
        title="删除收藏夹"
        message={`确定删除「${deleting?.name ?? ''}」吗？其中的素材会移到默认收藏夹。`}
        confirmLabel="删除"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const folder = deleting;
          setDeleting(null);
          if (!folder) return;
          try {
            await remove({ id: folder.id });
            if (selected === folder.id) onSelect(null);
            toast.success('收藏夹已删除');
          } catch {
            // Shown by the client.
          }
        }}
      />
    </nav>
  );
}
