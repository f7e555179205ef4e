// /farmer/pos: the till at the farm gate (docs/product/point-of-sale.md). Products on the left, the cart on the
// right (stacked on a tablet held upright), pay by cash or M-Pesa, a receipt after; offline sales queue on the
// device and are sent when the connection returns.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lookupPosCode, type PosCatalogue, type PosItem } from '@/shared/api/pos';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useApi } from '@/web/lib/api';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { UpgradePrompt } from '@/web/components/upgrade-prompt';
import { packageRefusalOf } from '@/shared/api/packages';
import {
  addItem,
  cartFigures,
  removeLine,
  setLine,
  stepQuantity,
  toSaleLines,
  type CartLine,
} from '../cart/cart-rules';
import type { PayPlan } from '../cart/payment-rules';
import type { ReceiptModel } from '../cart/receipt-model';
import { useCheckout } from '../hooks/use-checkout';
import { useOnline } from '../hooks/use-online';
import { usePosCatalogue } from '../hooks/use-pos-catalogue';
import { useSaleQueue } from '../hooks/use-sale-queue';
import { useTillKeys } from '../hooks/use-till-keys';
import { posText } from '../i18n';
import { AttentionList } from './attention-list';
import { CartPanel } from './cart-panel';
import type { PickedCustomer } from './customer-picker';
import { PayDialog, type PayMode } from './pay-dialog';
import { PosHeader } from './pos-header';
import { ProductGrid } from './product-grid';
import { ReceiptView } from './receipt-view';

/** Changing a line's price or tax at the till is changing the sale: sales.edit (docs/product/point-of-sale.md). */
const EDIT_PRICE = 'sales.edit' as const;

export function PosPage({ farmId, farmName }: { farmId: string; farmName: string }) {
  useDocumentTitle(posText.t('pointOfSale'));
  const catalogue = usePosCatalogue(farmId);
  if (catalogue.isPending) return <LoadingState label={posText.t('loading')} />;
  // The owner's package lacks the point of sale: the upgrade prompt instead of the till (docs/product/packages.md).
  const refusal = packageRefusalOf(catalogue.error);
  if (refusal) return <UpgradePrompt refusal={refusal} />;
  if (catalogue.error)
    return (
      <ErrorState
        message={localizeApiMessage(catalogue.error.message)}
        onRetry={() => void catalogue.refetch()}
      />
    );
  return (
    <Till
      farmId={farmId}
      farmName={farmName}
      catalogue={catalogue.data.catalogue}
      fromDevice={catalogue.data.fromDevice}
    />
  );
}

function Till({
  farmId,
  farmName,
  catalogue,
  fromDevice,
}: {
  farmId: string;
  farmName: string;
  catalogue: PosCatalogue;
  fromDevice: boolean;
}) {
  const api = useApi();
  const client = useQueryClient();
  const can = useFarmCan();
  const online = useOnline();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [paying, setPaying] = useState<PayMode | null>(null);
  const [receipt, setReceipt] = useState<ReceiptModel | null>(null);
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const { currency, tax_rates: taxRates, payment_methods: offered } = catalogue;
  const checkout = useCheckout(farmId, online);
  const queue = useSaleQueue(farmId, (sales) => {
    setSentCount((n) => n + sales.length);
    void client.invalidateQueries({ queryKey: ['pos', farmId, 'catalogue'] });
  });
  const figures = cartFigures(lines, taxRates);
  const ready = lines.length > 0 && !figures.invalidItemId;
  const canPayBy = (mode: PayMode) => offered.includes(mode);
  const mayEditPrice = can(farmId, EDIT_PRICE);

  const takenOf = (itemId: string) =>
    queue.waiting
      .concat(queue.attention)
      .flatMap((e) => e.input.lines)
      .filter((l) => l.item_id === itemId)
      .reduce((sum, l) => sum + Number(l.quantity), 0);
  const withTaken = (item: PosItem): PosItem => ({
    ...item,
    quantity: String(Number(item.quantity) - takenOf(item.id)),
  });
  const add = (item: PosItem) => {
    checkout.clearError();
    setLines((current) => addItem(current, withTaken(item)));
  };

  const onCode = async (code: string) => {
    const known = catalogue.items.find((i) => i.sku?.toLowerCase() === code.toLowerCase());
    try {
      const item = known ?? (online ? await lookupPosCode(api, farmId, code) : null);
      if (!item) throw new Error('No product or input of this farm has that SKU or barcode.');
      add(item);
      setCodeMessage(posText.t('codeAdded', { name: item.name }));
    } catch (error) {
      setCodeMessage(localizeApiMessage((error as Error).message));
    }
  };

  const openPay = (mode: PayMode) => {
    if (ready && canPayBy(mode) && !receipt) setPaying(mode);
  };
  useTillKeys({
    focusSearch: () => searchRef.current?.focus(),
    payCash: () => openPay('cash'),
    payMpesa: () => openPay('mpesa'),
  });

  const pay = async (plan: PayPlan) => {
    const done = await checkout.checkout({
      input: {
        customer_id: customer?.id ?? null,
        channel: 'pos',
        sold_at: new Date().toISOString(),
        lines: toSaleLines(lines),
        payments: plan.payments,
      },
      lines,
      lineTotals: figures.lines.map((l) => l.totalMinor),
      totals: figures.totals,
      customerName: customer?.name ?? null,
      customerPhone: customer?.phone ?? null,
      changeMinor: plan.changeMinor,
    });
    setPaying(null);
    if (!done) return;
    setReceipt(done);
    setLines([]);
    setCustomer(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <PosHeader
        farmName={farmName}
        online={online}
        fromDevice={fromDevice}
        waiting={queue.waiting.length}
        attention={queue.attention.length}
        sentCount={sentCount}
        onSendNow={() => void queue.sendNow()}
      />
      <AttentionList
        entries={queue.attention}
        queue={queue.queue}
        taxRates={taxRates}
        onResend={() => void queue.sendNow()}
      />
      {receipt ? (
        <ReceiptView
          receipt={receipt}
          farmId={farmId}
          farmName={farmName}
          currency={currency}
          online={online}
          onNewSale={() => {
            setReceipt(null);
            searchRef.current?.focus();
          }}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(320px,2fr)]">
          <ProductGrid
            ref={searchRef}
            items={catalogue.items}
            currency={currency}
            takenOf={(id) => takenOf(id) + (lines.find((l) => l.itemId === id)?.quantity ?? 0)}
            onAdd={add}
            onCode={(code) => void onCode(code)}
            codeMessage={codeMessage}
          />
          <CartPanel
            farmId={farmId}
            lines={lines}
            figures={figures}
            currency={currency}
            taxRates={taxRates}
            mayEditPrice={mayEditPrice}
            customer={customer}
            online={online}
            canPayBy={canPayBy}
            error={checkout.error}
            onCustomer={setCustomer}
            onLine={(id, change) => setLines((l) => setLine(l, id, change))}
            onStep={(id, step) => setLines((l) => stepQuantity(l, id, step))}
            onRemove={(id) => setLines((l) => removeLine(l, id))}
            onClear={() => setLines([])}
            onPay={openPay}
          />
        </div>
      )}
      {paying && (
        <PayDialog
          totalMinor={figures.totals.totalMinor}
          currency={currency}
          offered={offered}
          hasCustomer={customer !== null}
          mode={paying}
          busy={checkout.busy}
          error={checkout.error}
          onPay={(plan) => void pay(plan)}
          onClose={() => setPaying(null)}
        />
      )}
    </div>
  );
}
