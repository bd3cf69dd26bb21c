import { Button } from '../../components/Button';
import { type PlayAction, type PlayBoard, variableName } from './model';
import { storeLine } from './storeLine';

/** The board's stores; buying pays with the item's currency variable. */
export function StorePanel({ board, onAct }: { board: PlayBoard; onAct(a: PlayAction): void }) {
  const stores = board.content.stores;
  if (stores.length === 0) return null;
  return (
    <section data-testid="play-stores" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">商店</h2>
      {stores.map((s) => (
        <div key={s.store_id} className="mb-2">
          <p className="text-sm font-medium text-slate-700">{s.store_name}</p>
          <ul>
            {s.items.map((item) => {
              const good = board.content.goods.find((g) => g.good_id === item.good_id);
              const currency = board.variables.get(item.currency_var_id);
              return (
                <li
                  key={`${item.good_id}:${item.currency_var_id}`}
                  className="flex items-center gap-2 py-1 text-sm"
                >
                  <span className="flex-1 text-slate-600">
                    {storeLine(
                      good?.good_name ?? '（物品已删除）',
                      item.price,
                      currency ? variableName(currency) : '（货币变量已删除）',
                      item.stock,
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    data-testid="play-buy"
                    onClick={() => onAct({ type: 'buy', store_id: s.store_id, good_id: item.good_id })}
                  >
                    购买
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
