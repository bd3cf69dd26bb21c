import { useCallMutation } from '@juzuo/api-client/react';
import { gameGoodDelete, gameGoodUpdate } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { GoodType } from './catalog';
import { InlineName } from './InlineName';

/** Props of a good type's heading. */
export interface GoodTypeHeaderProps {
  boardId: string;
  type: GoodType;
  /** Names of the stores that sell any good of the type. */
  stores: readonly string[];
  editable: boolean;
}

/**
 * A type's heading: its name edits in place and renames the type on every good of it; deleting the
 * type deletes its goods (a type exists only through its goods), after saying which and where they are sold.
 */
export function GoodTypeHeader({ boardId, type, stores, editable }: GoodTypeHeaderProps) {
  const update = useCallMutation(gameGoodUpdate);
  const remove = useCallMutation(gameGoodDelete);
  const [asking, setAsking] = useState(false);
  const rename = async (name: string) => {
    if (name === '') return false;
    for (const g of type.goods)
      await update({
        board_id: boardId,
        good_id: g.good_id,
        good_type: { type_id: type.type_id, type_name: name },
      });
    return true;
  };
  const names = type.goods.map((g) => `「${g.good_name}」`).join('');
  const sold = stores.length > 0 ? `商店「${stores.join('」「')}」将不再出售它们。` : '';
  return (
    <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-2 text-sm">
      <span className="shrink-0 text-xs text-slate-400">类型</span>
      <div className="w-48">
        <InlineName
          value={type.type_name}
          label="类型名称"
          disabled={!editable}
          testId="good-type-rename"
          onSave={rename}
        />
      </div>
      <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-500">{type.goods.length}</span>
      <Button
        size="sm"
        variant="ghost"
        className="ml-auto"
        disabled={!editable}
        onClick={() => setAsking(true)}
        data-testid="good-type-delete"
      >
        删除类型
      </Button>
      <ConfirmDialog
        open={asking}
        title="删除道具类型"
        message={`删除类型「${type.type_name}」会同时删除它的 ${type.goods.length} 个道具${names}。${sold}确定删除吗？`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          setAsking(false);
          void (async () => {
            for (const g of type.goods) await remove({ board_id: boardId, good_id: g.good_id });
          })();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
