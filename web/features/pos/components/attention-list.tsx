// Sales the server refused after they were queued (docs/product/point-of-sale.md "Needs attention"): which product
// ran out and how many are left; the cashier changes the quantities or removes lines and sends again, or discards
// the sale after confirming. Nothing leaves this list silently.
import { useState } from 'react';
import type { PosTaxRate } from '@/shared/api/pos';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { localizeApiMessage } from '@/shared/api/i18n';
import { parseQuantity } from '../cart/cart-rules';
import { useMomentFormat } from '../hooks/use-moment-format';
import { posText } from '../i18n';
import { sameQuantities, withQuantities } from '../offline/edit-queued';
import type { QueuedSale, SaleQueue } from '../offline/queue-store';

export function AttentionList({
  entries,
  queue,
  taxRates,
  onResend,
}: {
  entries: readonly QueuedSale[];
  queue: SaleQueue;
  taxRates: readonly PosTaxRate[];
  onResend: () => void;
}) {
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="pos-attention"
      className="border-warning rounded-box flex flex-col gap-3 border-2 p-3"
    >
      <h2 id="pos-attention" className="text-lg font-bold">
        {posText.t('needsAttention')}
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => (
          <AttentionEntry
            key={entry.key}
            entry={entry}
            queue={queue}
            taxRates={taxRates}
            onResend={onResend}
          />
        ))}
      </ul>
    </section>
  );
}

function AttentionEntry({
  entry,
  queue,
  taxRates,
  onResend,
}: {
  entry: QueuedSale;
  queue: SaleQueue;
  taxRates: readonly PosTaxRate[];
  onResend: () => void;
}) {
  const moment = useMomentFormat();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(entry.input.lines.map((l) => [l.item_id, String(l.quantity)])),
  );
  const [confirming, setConfirming] = useState(false);
  const quantities = Object.fromEntries(
    Object.entries(texts).map(([id, text]) => [id, text.trim() === '0' ? 0 : (parseQuantity(text) ?? NaN)]),
  );
  const valid = Object.values(quantities).every((q) => Number.isFinite(q));
  const next = valid ? withQuantities(entry.input, quantities, taxRates) : null;
  const conflict = entry.conflict;
  const nameOf = (itemId: string) => entry.names[itemId]?.name ?? itemId;

  const sendAgain = () => {
    if (!next) return;
    // The same content keeps its key (a retry); changed content is a new request with a new key.
    if (sameQuantities(entry.input, quantities))
      queue.update(entry.key, { state: 'queued', conflict: null, error: null });
    else queue.replace(entry.key, { key: newIdempotencyKey(), input: next });
    onResend();
  };

  return (
    <li className="bg-base-200 rounded-box flex flex-col gap-2 p-3">
      <p className="text-sm">{posText.t('madeAt', { when: moment(entry.madeAt) })}</p>
      {conflict ? (
        <p role="alert" className="text-error font-medium">
          {posText.t('conflictLine', {
            name: nameOf(conflict.item_id) || conflict.item_name,
            available: conflict.available,
            requested: conflict.requested,
          })}
        </p>
      ) : (
        <p role="alert" className="text-error">
          {posText.t('failedSale', { message: localizeApiMessage(entry.error ?? '') })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {entry.input.lines.map((line) => (
          <li key={line.item_id} className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2">
              <span className="min-w-32">{nameOf(line.item_id)}</span>
              <input
                className="input input-bordered min-h-11 w-24"
                inputMode="decimal"
                aria-label={posText.t('quantityOf', { name: nameOf(line.item_id) })}
                value={texts[line.item_id] ?? ''}
                onChange={(e) => setTexts({ ...texts, [line.item_id]: e.target.value })}
              />
              <span>{entry.names[line.item_id]?.unit}</span>
            </label>
            {conflict?.item_id === line.item_id && (
              <button
                type="button"
                className="btn btn-sm min-h-11"
                onClick={() => setTexts({ ...texts, [line.item_id]: conflict.available })}
              >
                {posText.t('setToAvailable', { available: conflict.available })}
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11"
              aria-label={posText.t('removeLine', { name: nameOf(line.item_id) })}
              onClick={() => setTexts({ ...texts, [line.item_id]: '0' })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary min-h-11" disabled={!next} onClick={sendAgain}>
          {posText.t('sendAgain')}
        </button>
        {confirming ? (
          <>
            <p className="w-full text-sm">{posText.t('discardWarning')}</p>
            <button type="button" className="btn btn-error min-h-11" onClick={() => queue.remove(entry.key)}>
              {posText.t('confirmDiscard')}
            </button>
            <button type="button" className="btn min-h-11" onClick={() => setConfirming(false)}>
              {posText.t('cancel')}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-ghost min-h-11" onClick={() => setConfirming(true)}>
            {posText.t('discard')}
          </button>
        )}
      </div>
    </li>
  );
}
