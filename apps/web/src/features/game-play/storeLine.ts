/** How the console shows a store's item: good, price and currency, and its stock when it has one. */
export const storeLine = (good: string, price: number, currency: string, stock?: number): string =>
  `${good} · ${price} ${currency}${stock === undefined ? '' : ` · 限量 ${stock}`}`;
