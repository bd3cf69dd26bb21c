import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  MaterialCategoryLabel,
  materialCollectionList,
  materialCollectionMove,
  materialCollectionRemove,
  materialCollectionTypeList,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../stores/toast';
import { CollectionFolders } from './CollectionFolders';
import { Pagination } from './Pagination';
import { MATERIAL_PAGE_SIZE, pageCount } from './searchState';

/** 我的收藏: folders on the left, the saved materials of the chosen folder with move and remove. */
export function CollectionsView({ hrefOf }: { hrefOf: (id: string) => string }) {
  const [folder, setFolder] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const folders = useCall(materialCollectionTypeList, {}).data?.list ?? [];
  const list = useCall(materialCollectionList, {
    page_index: page,
    page_size: MATERIAL_PAGE_SIZE,
    ...(folder !== null ? { type_id: folder } : {}),
  });
  const move = useCallMutation(materialCollectionMove);
  const remove = useCallMutation(materialCollectionRemove);
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
    } catch {
      // Shown by the client.
    }
  };
  const items = list.data?.list;
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]" data-testid="collections">
      <CollectionFolders
        selected={folder}
        onSelect={(id) => {
          setFolder(id);
          setPage(1);
        }}
      />
      <div>
        {!items ? (
          <div className="flex justify-center py-16">{list.error ? '收藏加载失败' : <Spinner />}</div>
        ) : items.length === 0 ? (
          <p data-testid="collections-empty" className="py-16 text-center text-sm text-slate-500">
            这里还没有收藏的素材，在素材详情页点击「收藏」即可保存到收藏夹。
          </p>
        ) : (
          <ul>
            {items.map((m) => (
              <li
                key={m.id}
                data-testid="collection-item"
                className="flex items-center gap-3 border-b border-slate-100 py-3"
              >
                <Link to={hrefOf(m.id)} className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{m.title}</span>
                  <span className="text-xs text-slate-400">{MaterialCategoryLabel[m.cat1]}</span>
                </Link>
                <select
                  aria-label="移动到收藏夹"
                  value={m.type_id}
                  onChange={(e) =>
                    act(() => move({ material_ids: [m.id], type_id: e.target.value }), '已移动')
                  }
                  className="rounded-md border border-slate-200 bg-white px-2 py-1 text-xs text-slate-700"
                >
                  {folders.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="text-xs text-slate-500 hover:text-rose-600"
                  onClick={() => act(() => remove({ material_ids: [m.id] }), '已取消收藏')}
                >
                  移除
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pages={pageCount(list.data?.total ?? 0)} onPage={setPage} />
      </div>
    </div>
  );
}
