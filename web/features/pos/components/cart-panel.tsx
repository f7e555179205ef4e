// The till's cart (docs/product/point-of-sale.md): lines, totals from shared/money, the buyer, and the pay keys.
import type { PosTaxRate } from '@/shared/api/pos';
import { formatMoney } from '@/shared/settings/format';
import type { CartFigures, CartLine } from '../cart/cart-rules';
import { posText } from '../i18n';
import { CartLineRow } from './cart-line-row';
import { CustomerPicker, type PickedCustomer } from './customer-picker';
import type { PayMode } from './pay-dialog';

interface CartPanelProps {
  farmId: string;
  lines: readonly CartLine[];
  figures: CartFigures;
  currency: string;
  taxRates: readonly PosTaxRate[];
  mayEditPrice: boolean;
  customer: PickedCustomer | null;
  online: boolean;
  canPayBy: (mode: PayMode) => boolean;
  error: string | null;
  onCustomer: (customer: PickedCustomer | null) => void;
  onLine: (itemId: string, change: Partial<CartLine>) => void;
  onStep: (itemId: string, step: 1 | -1) => void;
  onRemove: (itemId: string) => void;
  onClear: () => void;
  onPay: (mode: PayMode) => void;
}

export function CartPanel(props: CartPanelProps) {
  const { lines, figures, currency } = props;
  const money = (minor: number) => formatMoney(minor, currency);
  const invalid = lines.find((l) => l.itemId === figures.invalidItemId);
  const ready = lines.length > 0 && !invalid;
  return (
    <section
      aria-labelledby="pos-cart"
      className="bg-base-100 rounded-box flex min-h-0 flex-col gap-3 p-3 shadow"
    >
      <div className="flex items-center justify-between">
        <h2 id="pos-cart" className="text-lg font-bold">
          {posText.t('cart')}
        </h2>
        {lines.length > 0 && (
          <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={props.onClear}>
            {posText.t('clearCart')}
          </button>
        )}
      </div>
      <CustomerPicker
        farmId={props.farmId}
        value={props.customer}
        online={props.online}
        onChange={props.onCustomer}
      />
      {lines.length === 0 ? (
        <p className="text-base-content/70">{posText.t('cartEmpty')}</p>
      ) : (
        <ul className="overflow-y-auto">
          {lines.map((line, i) => (
            <CartLineRow
              key={line.itemId}
              line={line}
              amounts={figures.lines[i]!}
              currency={currency}
              taxRates={props.taxRates}
              mayEditPrice={props.mayEditPrice}
              onChange={(change) => props.onLine(line.itemId, change)}
              onStep={(step) => props.onStep(line.itemId, step)}
              onRemove={() => props.onRemove(line.itemId)}
            />
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-1">
        <dt>{posText.t('subtotal')}</dt>
        <dd className="text-right tabular-nums">{money(figures.totals.subtotalMinor)}</dd>
        {figures.totals.discountMinor > 0 && (
          <>
            <dt>{posText.t('discount')}</dt>
            <dd className="text-right tabular-nums">
              {posText.t('minusAmount', { amount: money(figures.totals.discountMinor) })}
            </dd>
          </>
        )}
        <dt>{posText.t('tax')}</dt>
        <dd className="text-right tabular-nums">{money(figures.totals.taxMinor)}</dd>
        <dt className="text-xl font-bold">{posText.t('total')}</dt>
        <dd className="text-right text-xl font-bold tabular-nums" data-testid="cart-total">
          {money(figures.totals.totalMinor)}
        </dd>
      </dl>
      {invalid && <p className="text-error">{posText.t('lineInvalid', { name: invalid.name })}</p>}
      {props.error && (
        <p role="alert" className="text-error">
          {props.error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className="btn btn-primary min-h-14 text-lg"
          disabled={!ready || !props.canPayBy('cash')}
          onClick={() => props.onPay('cash')}
        >
          {posText.t('payCash')}
        </button>
        <button
          type="button"
          className="btn btn-success min-h-14 text-lg"
          disabled={!ready || !props.canPayBy('mpesa')}
          onClick={() => props.onPay('mpesa')}
        >
          {posText.t('payMpesa')}
        </button>
      </div>
      <p className="text-base-content/60 hidden text-xs md:block">{posText.t('shortcuts')}</p>
    </section>
  );
}
