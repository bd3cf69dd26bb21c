import type { TGameGoodItem, TGameStore, TGameVariable } from '@juzuo/schemas';
import { Button } from '../../components/Button';
import { variableName } from '../game-play/model';
import { CELL, CellSelect, NamedOptions } from './formParts';

/** One thing a store sells. */
export type Item = TGameStore['items'][number];

/** Props of one store item's row. */
export interface StoreItemRowProps {
  item: Item;
  goods: readonly TGameGoodItem[];
  currencies: readonly TGameVariable[];
  editable: boolean;
  /** Saves changed fields (a stock of undefined means no limit). */
  onChange: (patch: Partial<Item>) => void;
  onRemove: () => void;
}

/** A number typed into a field, or undefined when the field is empty. */
const typed = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** A store item: the good, its price in a currency variable, and its stock (empty: no limit). */
export function StoreItemRow({ item, goods, currencies, editable, onChange, onRemove }: StoreItemRowProps) {
  return (
    <li data-testid="store-item" className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
      <CellSelect
        label="商品"
        testId="store-item-good"
        disabled={!editable}
        value={item.good_id}
        onChange={(goodId) => onChange({ good_id: goodId })}
      >
        {!goods.some((g) => g.good_id === item.good_id) && (
          <option value={item.good_id}>（物品已删除）</option>
        )}
        <NamedOptions items={goods.map((g) => ({ id: g.good_id, name: g.good_name }))} />
      </CellSelect>
      价格
      <input
        aria-label="价格"
        data-testid="store-item-price"
        type="number"
        min={0}
        disabled={!editable}
        defaultValue={item.price}
        key={`price:${item.price}`}
        onBlur={(e) =>
          typed(e.target.value) !== item.price && onChange({ price: typed(e.target.value) ?? 0 })
        }
        className={`${CELL} w-20`}
      />
      <CellSelect
        label="货币变量"
        testId="store-item-currency"
        disabled={!editable}
        value={item.currency_var_id}
        onChange={(varId) => onChange({ currency_var_id: varId })}
      >
        {!currencies.some((c) => c.var_id === item.currency_var_id) && (
          <option value={item.currency_var_id}>（货币变量已删除）</option>
        )}
        <NamedOptions items={currencies.map((c) => ({ id: c.var_id, name: variableName(c) }))} />
      </CellSelect>
      库存
      <input
        aria-label="库存"
        data-testid="store-item-stock"
        type="number"
        min={0}
        step={1}
        placeholder="不限"
        disabled={!editable}
        defaultValue={item.stock ?? ''}
        key={`stock:${item.stock ?? ''}`}
        onBlur={(e) => typed(e.target.value) !== item.stock && onChange({ stock: typed(e.target.value) })}
        className={`${CELL} w-16`}
      />
      <Button size="sm" variant="ghost" disabled={!editable} onClick={onRemove}>
        移除
      </Button>
    </li>
  );
}
