// The farm's tax rates (docs/product/financial-settings.md "Tax rates"): active ones first, archived ones after,
// with add, edit and delete (archive when sales used the rate) for a role with finances.edit.
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { TaxRate } from '@/shared/api/financial-settings';
import { formatNumber } from '@/shared/i18n/format';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeleteTaxRate } from '../hooks/use-financial-settings';
import { financialText } from '../i18n';
import { TaxRateDialog } from './tax-rate-dialog';

export function TaxRatesSection({
  farmId,
  rates,
  canEdit,
}: {
  farmId: string;
  rates: TaxRate[];
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<{ rate?: TaxRate } | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const remove = useDeleteTaxRate(farmId);

  return (
    <section aria-labelledby="tax-rates-heading" className="mt-8">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="tax-rates-heading" className="text-lg font-semibold">
            {financialText.t('taxRates')}
          </h2>
          <p className="text-sm text-base-content/70">{financialText.t('taxRatesHint')}</p>
        </div>
        {canEdit && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {financialText.t('addTaxRate')}
          </button>
        )}
      </div>
      {rates.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-100 p-4 text-base-content/70">
          {financialText.t('noTaxRates')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table">
            <thead>
              <tr>
                <th>{financialText.t('name')}</th>
                <th className="text-right">{financialText.t('rate')}</th>
                <th>{financialText.t('pricesInclude')}</th>
                <th>{financialText.t('status')}</th>
                {canEdit && <th className="sr-only">{financialText.t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rates.map((rate) => (
                <tr key={rate.id} className={rate.archived ? 'text-base-content/60' : undefined}>
                  <td className="font-medium">{rate.name}</td>
                  <td className="text-right tabular-nums">
                    {financialText.t('percentValue', {
                      percent: formatNumber(rate.percent, { maximumFractionDigits: 2 }),
                    })}
                  </td>
                  <td>{financialText.t(rate.inclusive ? 'inclusive' : 'exclusive')}</td>
                  <td>
                    <span
                      className={
                        rate.archived ? 'badge badge-ghost badge-sm' : 'badge badge-success badge-sm'
                      }
                    >
                      {financialText.t(rate.archived ? 'archived' : 'active')}
                    </span>
                    {rate.used && (
                      <span className="ml-2 text-xs text-base-content/70">
                        {financialText.t('usedBySales')}
                      </span>
                    )}
                  </td>
                  {canEdit && (
                    <td className="flex justify-end gap-1">
                      {!rate.archived && (
                        <>
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm btn-square"
                            aria-label={financialText.t('editName', { name: rate.name })}
                            onClick={() => setEditing({ rate })}
                          >
                            <Pencil className="h-4 w-4" aria-hidden="true" />
                          </button>
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm btn-square text-error"
                            aria-label={financialText.t('deleteName', { name: rate.name })}
                            onClick={() => setDeleting(rate)}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </button>
                        </>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <TaxRateDialog farmId={farmId} rate={editing.rate} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={financialText.t('deleteQuestion', { name: deleting.name })}
          confirmLabel={financialText.t('deleteTaxRate')}
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        >
          <p>{financialText.t('deleteExplanation')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
