import { useCallMutation } from '@juzuo/api-client/react';
import {
  gameStoreUpdate,
  type TGameGoodItem,
  type TGameStore,
  type TGameVariable,
  ZGameStoreUpdate,
} from '@juzuo/schemas';
import { Button } from '../../components/Button';
import { variableName } from '../game-play/model';
import { storeLine } from '../game-play/storeLine';
import { firstIssue } from './callError';
import { FieldError } from './FieldError';
import { InlineName } from './InlineName';
import { type Item, StoreItemRow } from './StoreItemRow';
import { useSubmit } from './useSubmit';

/** Props of one store's card. */
export interface StoreCardProps {
  boardId: string;
  store: TGameStore;
  goods: readonly TGameGoodItem[];
  /** The numeric variables a price may be paid in. */
  currencies: readonly TGameVariable[];
  onDelete: () => void;
  editable: boolean;
}

/** A store: its name, the goods it sells with a price in a variable each, and how the play-test console shows it. */
export function StoreCard({ boardId, store, goods, currencies, onDelete, editable }: StoreCardProps) {
  const update = useCallMutation(gameStoreUpdate);
  const { error, refuse, run } = useSubmit();
  const save = (fields: { store_name?: string; items?: Item[] }) => {
    const input = { board_id: boardId, store_id: store.store_id, ...fields };
    const issue = firstIssue(ZGameStoreUpdate, input);
    if (issue) return Promise.resolve(refuse(issue));
    return run(() => update(input, { silent: true }));
  };
  const setItem = (i: number, patch: Partial<Item>) =>
    void save({ items: store.items.map((item, k) => (k === i ? { ...item, ...patch } : item)) });
  const unsold = goods.filter((g) => !store.items.some((i) => i.good_id === g.good_id));
  const addItem = () => {
    const good = unsold[0];
    const currency = currencies[0];
    if (!good || !currency) return;
    void save({
      items: [...store.items, { good_id: good.good_id, currency_var_id: currency.var_id, price: 1 }],
    });
  };
  const goodName = (id: string) => goods.find((g) => g.good_id === id)?.good_name ?? '（物品已删除）';
  const currencyName = (id: string) => {
    const v = currencies.find((c) => c.var_id === id);
    return v ? variableName(v) : '（货币变量已删除）';
  };

  return (
    <section
      data-testid="catalog-store"
      data-store-name={store.store_name}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-center gap-3 border-b border-slate-100 px-4 py-2.5">
        <div className="w-56">
          <InlineName
            value={store.store_name}
            label="商店名称"
            disabled={!editable}
            testId="store-rename"
            onSave={(name) => save({ store_name: name })}
          />
        </div>
        <span className="text-xs text-slate-400">{store.items.length} 件商品</span>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          disabled={!editable}
          onClick={onDelete}
          data-testid="store-delete"
        >
          删除商店
        </Button>
      </header>
      <div className="grid gap-4 p-4 md:grid-cols-[1fr_16rem]">
        <div>
          {store.items.length === 0 && <p className="py-2 text-xs text-slate-400">还没有商品。</p>}
          <ul className="space-y-2">
            {store.items.map((item, i) => (
              <StoreItemRow
                // biome-ignore lint/suspicious/noArrayIndexKey: store items have no id; the index is their place
                key={`${item.good_id}:${i}`}
                item={item}
                goods={goods}
                currencies={currencies}
                editable={editable}
                onChange={(patch) => setItem(i, patch)}
                onRemove={() => void save({ items: store.items.filter((_, k) => k !== i) })}
              />
            ))}
          </ul>
          {editable && (
            <div className="mt-3 flex items-center gap-3">
              <Button
                size="sm"
                variant="secondary"
                data-testid="store-item-add"
                disabled={!unsold[0] || !currencies[0]}
                onClick={addItem}
              >
                添加商品
              </Button>
              {!currencies[0] && (
                <span className="text-xs text-slate-400">先在「变量」页新建一个数值变量作为货币。</span>
              )}
              {currencies[0] && !unsold[0] && (
                <span className="text-xs text-slate-400">
                  {goods.length === 0 ? '先在「道具」页新建道具。' : '所有道具都已上架。'}
                </span>
              )}
            </div>
          )}
          <FieldError message={error} testId="store-error" />
        </div>
        <aside data-testid="store-preview" className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
          <p className="mb-1.5 font-medium text-slate-700">试玩控制台中显示为</p>
          <p className="font-medium text-slate-800">{store.store_name}</p>
          {store.items.length === 0 && <p className="text-slate-400">（空商店不显示）</p>}
          {store.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: store items have no id; the index is their place
            <p key={`${item.good_id}:${i}`} data-testid="store-preview-line">
              {storeLine(goodName(item.good_id), item.price, currencyName(item.currency_var_id), item.stock)}
            </p>
          ))}
        </aside>
      </div>
    </section>
  );
}
