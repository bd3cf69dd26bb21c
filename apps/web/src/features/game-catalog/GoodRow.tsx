import { useCallMutation } from '@juzuo/api-client/react';
import { gameGoodUpdate, ResourceType, type TGameGoodItem } from '@juzuo/schemas';
import { Button } from '../../components/Button';
import { NodeChips } from '../game-board/NodeChips';
import { ResourcePicker } from '../game-resources/ResourcePicker';
import type { GoodType } from './catalog';
import { FieldError } from './FieldError';
import { CELL, CellSelect, NamedOptions, typeItems } from './formParts';
import { InlineName } from './InlineName';
import { useSubmit } from './useSubmit';

/** Props of one good's row. */
export interface GoodRowProps {
  workId: string;
  boardId: string;
  good: TGameGoodItem;
  types: readonly GoodType[];
  /** Names of the stores that sell it. */
  stores: readonly string[];
  nodeIds: readonly string[];
  nameOf: (id: string) => string;
  onJump: (id: string) => void;
  onDelete: () => void;
  editable: boolean;
}

/** A good: name, type and description edit in place; below, the stores that sell it and the nodes that name it. */
export function GoodRow({
  workId,
  boardId,
  good,
  types,
  stores,
  nodeIds,
  nameOf,
  onJump,
  onDelete,
  editable,
}: GoodRowProps) {
  const update = useCallMutation(gameGoodUpdate);
  const { error, refuse, run } = useSubmit();
  const save = (fields: Record<string, unknown>) =>
    run(() => update({ board_id: boardId, good_id: good.good_id, ...fields }, { silent: true }));
  const rename = async (name: string) => {
    if (name === '') return refuse('请输入物品名称');
    return save({ good_name: name });
  };
  return (
    <li
      data-testid="catalog-good"
      data-good-name={good.good_name}
      className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4 px-4 py-3"
    >
      <ResourcePicker
        workId={workId}
        type={ResourceType.IMAGE}
        label="图标"
        value={good.icon_resource_id ?? ''}
        onChange={(id) => void save({ icon_resource_id: id ?? '' })}
        readOnly={!editable}
      />
      <div className="min-w-0">
        <div className="grid grid-cols-[minmax(8rem,1fr)_8rem_minmax(10rem,1.5fr)_auto] items-center gap-3">
          <InlineName
            value={good.good_name}
            label="道具名称"
            disabled={!editable}
            testId="good-rename"
            onSave={rename}
          />
          <CellSelect
            label="道具类型"
            testId="good-type"
            disabled={!editable}
            value={good.good_type.type_id}
            onChange={(id) => {
              const type = types.find((t) => t.type_id === id);
              if (type) void save({ good_type: { type_id: type.type_id, type_name: type.type_name } });
            }}
          >
            <NamedOptions items={typeItems(types)} />
          </CellSelect>
          <input
            aria-label="道具描述"
            data-testid="good-desc"
            disabled={!editable}
            defaultValue={good.desc ?? ''}
            key={good.desc ?? ''}
            maxLength={500}
            placeholder="描述"
            onBlur={(e) => e.target.value !== (good.desc ?? '') && void save({ desc: e.target.value })}
            className={`${CELL} w-full`}
          />
          <Button size="sm" variant="ghost" disabled={!editable} onClick={onDelete} data-testid="good-delete">
            删除
          </Button>
        </div>
        <FieldError message={error} testId="good-error" />
        <div className="mt-1.5 grid gap-0.5 pl-1.5 text-xs text-slate-500">
          <p data-testid="good-stores">在售商店：{stores.length > 0 ? stores.join('、') : '无'}</p>
          <NodeChips title="使用的节点" ids={nodeIds} nameOf={nameOf} onJump={onJump} testId="good-node" />
        </div>
      </div>
    </li>
  );
}
