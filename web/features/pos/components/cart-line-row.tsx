// One line of the till's cart: − / quantity / + (decimals for kilograms), the price (editable by people whose role
// allows changing sales), the tax rate, and remove. Touch targets are at least 44 px.
import { useState } from 'react';
import { Minus, Plus, X } from 'lucide-react';
import type { PosTaxRate } from '@/shared/api/pos';
import { amountText, parseAmount, type LineAmounts } from '@/shared/money/arithmetic';
import { formatMoney } from '@/shared/settings/format';
import { parseQuantity, type CartLine } from '../cart/cart-rules';
import { posText } from '../i18n';

interface CartLineRowProps {
  line: CartLine;
  amounts: LineAmounts;
  currency: string;
  taxRates: readonly PosTaxRate[];
  mayEditPrice: boolean;
  onChange: (change: Partial<CartLine>) => void;
  onStep: (step: 1 | -1) => void;
  onRemove: () => void;
}

export function CartLineRow({
  line,
  amounts,
  currency,
  taxRates,
  mayEditPrice,
  onChange,
  onStep,
  onRemove,
}: CartLineRowProps) {
  const [quantityText, setQuantityText] = useState(String(line.quantity));
  const [priceText, setPriceText] = useState(amountText(line.unitPriceMinor));
  const shownQuantity = parseQuantity(quantityText) === line.quantity ? quantityText : String(line.quantity);
  const quantityBad = parseQuantity(shownQuantity) === null;
  const priceBad = parseAmount(priceText) === null;
  const name = line.name;

  return (
    <li className="border-base-300 flex flex-col gap-2 border-b py-2">
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium">{name}</span>
        <span className="font-semibold tabular-nums">{formatMoney(amounts.totalMinor, currency)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="join">
          <button
            type="button"
            className="btn join-item min-h-11 min-w-11"
            aria-label={posText.t('less', { name })}
            onClick={() => onStep(-1)}
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
          </button>
          <input
            className={`input input-bordered join-item min-h-11 w-20 text-center ${quantityBad ? 'input-error' : ''}`}
            inputMode="decimal"
            aria-label={posText.t('quantityOf', { name })}
            aria-invalid={quantityBad}
            value={shownQuantity}
            onChange={(e) => {
              setQuantityText(e.target.value);
              const q = parseQuantity(e.target.value);
              if (q !== null) onChange({ quantity: q });
            }}
          />
          <button
            type="button"
            className="btn join-item min-h-11 min-w-11"
            aria-label={posText.t('more', { name })}
            onClick={() => onStep(1)}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <span className="text-sm">{line.unit}</span>
        {mayEditPrice ? (
          <input
            className={`input input-bordered min-h-11 w-28 ${priceBad ? 'input-error' : ''}`}
            inputMode="decimal"
            aria-label={posText.t('priceOf', { name })}
            aria-invalid={priceBad}
            value={priceText}
            onChange={(e) => {
              setPriceText(e.target.value);
              const minor = parseAmount(e.target.value);
              if (minor !== null) onChange({ unitPriceMinor: minor });
            }}
          />
        ) : (
          <span className="text-sm">× {formatMoney(line.unitPriceMinor, currency)}</span>
        )}
        {mayEditPrice && taxRates.length > 0 && (
          <select
            className="select select-bordered min-h-11"
            aria-label={posText.t('taxOf', { name })}
            value={line.taxRateId ?? ''}
            onChange={(e) => onChange({ taxRateId: e.target.value || null })}
          >
            <option value="">{posText.t('noTax')}</option>
            {taxRates.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name} {r.basis_points / 100}%
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          className="btn btn-ghost min-h-11 min-w-11"
          aria-label={posText.t('removeLine', { name })}
          onClick={onRemove}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      {quantityBad && <p className="text-error text-sm">{posText.t('quantityInvalid')}</p>}
      {priceBad && <p className="text-error text-sm">{posText.t('priceInvalid')}</p>}
      {line.quantity > line.available && (
        <p className="text-warning text-sm">
          {posText.t('moreThanInStock', { quantity: String(Math.max(0, line.available)), unit: line.unit })}
        </p>
      )}
    </li>
  );
}
