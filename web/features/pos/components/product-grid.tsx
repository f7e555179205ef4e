// The till's products (docs/product/point-of-sale.md): a search box ("/" focuses it), category chips, a code box
// a barcode scanner types into (it ends with Enter), and big tiles to tap.
import { forwardRef, useMemo, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import type { PosItem } from '@/shared/api/pos';
import { formatMoney } from '@/shared/settings/format';
import { posText } from '../i18n';

interface ProductGridProps {
  items: readonly PosItem[];
  currency: string;
  /** What the till has already taken of each item (queued sales and the cart), to show what is left. */
  takenOf: (itemId: string) => number;
  onAdd: (item: PosItem) => void;
  onCode: (code: string) => void;
  codeMessage: string | null;
}

export const ProductGrid = forwardRef<HTMLInputElement, ProductGridProps>(function ProductGrid(
  { items, currency, takenOf, onAdd, onCode, codeMessage },
  searchRef,
) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const categories = useMemo(() => [...new Set(items.map((i) => i.category))].sort(), [items]);
  const needle = search.trim().toLowerCase();
  const shown = items.filter(
    (i) =>
      (!category || i.category === category) &&
      (!needle || i.name.toLowerCase().includes(needle) || i.sku?.toLowerCase() === needle),
  );
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onCode(code.trim());
    setCode('');
  };

  return (
    <section aria-label={posText.t('search')} className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <label className="input input-bordered flex min-h-11 flex-1 items-center gap-2">
          <span className="sr-only">{posText.t('search')}</span>
          <input
            ref={searchRef}
            type="search"
            className="grow"
            value={search}
            placeholder={posText.t('searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <form onSubmit={submitCode} className="flex flex-1 gap-2">
          <label className="input input-bordered flex min-h-11 flex-1 items-center gap-2">
            <span className="sr-only">{posText.t('code')}</span>
            <input
              className="grow"
              value={code}
              autoComplete="off"
              placeholder={posText.t('codePlaceholder')}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
        </form>
      </div>
      {codeMessage && (
        <p role="status" className="text-sm">
          {codeMessage}
        </p>
      )}
      <div role="group" aria-label={posText.t('categories')} className="flex flex-wrap gap-2">
        {[null, ...categories].map((c) => (
          <button
            key={c ?? ''}
            type="button"
            aria-pressed={category === c}
            className={clsx('btn btn-sm min-h-11', category === c ? 'btn-primary' : 'btn-ghost')}
            onClick={() => setCategory(c)}
          >
            {c ?? posText.t('allCategories')}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-base-content/70">{posText.t('noProducts')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3 xl:grid-cols-4">
          {shown.map((item) => {
            const left = Number(item.quantity) - takenOf(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="card bg-base-200 hover:bg-base-300 focus-visible:outline-primary h-full min-h-24 w-full p-3 text-left focus-visible:outline-2"
                  onClick={() => onAdd(item)}
                >
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-lg">
                    {item.sale_price_minor == null
                      ? posText.t('noPrice')
                      : formatMoney(item.sale_price_minor, currency)}
                  </span>
                  <span className={clsx('text-sm', left <= 0 && 'text-error')}>
                    {left <= 0
                      ? posText.t('outOfStock')
                      : posText.t('inStock', {
                          quantity: String(Math.round(left * 100) / 100),
                          unit: item.unit,
                        })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
