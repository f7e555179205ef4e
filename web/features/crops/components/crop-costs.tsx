// Costs so far and yield against plan (docs/product/crops.md "Costs"): inputs used by the crop's tasks and the
// hours worked on them at each person's pay.
import type { CropDetail } from '@/shared/api/crops';
import { formatMoney } from '@/shared/settings/format';
import { plainNumber } from '../crop-labels';
import { cropsText } from '../i18n';

export function CropCosts({ crop }: { crop: CropDetail }) {
  const { costs } = crop;
  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="crop-costs">
      <div className="card-body gap-2 p-4">
        <h2 id="crop-costs" className="card-title text-lg">
          {cropsText.t('costsSoFar')}
        </h2>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>{cropsText.t('inputsCost')}</dt>
          <dd className="text-right">{formatMoney(costs.inputs_minor, costs.currency)}</dd>
          <dt>{cropsText.t('labourCost')}</dt>
          <dd className="text-right">{formatMoney(costs.labour_minor, costs.currency)}</dd>
          <dt className="font-semibold">{cropsText.t('totalCost')}</dt>
          <dd className="text-right font-semibold">{formatMoney(costs.total_minor, costs.currency)}</dd>
        </dl>
        <p className="text-xs text-base-content/60">{cropsText.t('costsHint')}</p>
      </div>
    </section>
  );
}

export function YieldVsPlan({ crop }: { crop: CropDetail }) {
  const unit = crop.yield_unit ?? '';
  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="crop-yield">
      <div className="card-body gap-2 p-4">
        <h2 id="crop-yield" className="card-title text-lg">
          {cropsText.t('yieldVsPlan')}
        </h2>
        {crop.expected_yield === null || crop.yield_vs_plan === null ? (
          <p className="text-sm text-base-content/70">{cropsText.t('noYieldPlan')}</p>
        ) : (
          <>
            <p className="text-sm">
              {cropsText.t('harvestedOfPlan', {
                harvested: plainNumber(crop.harvested_total ?? '0'),
                planned: plainNumber(crop.expected_yield),
                unit,
              })}
            </p>
            <progress
              className="progress progress-success w-full"
              value={Math.min(crop.yield_vs_plan, 100)}
              max={100}
              aria-label={cropsText.t('yieldPercent', { percent: crop.yield_vs_plan })}
            />
            <p className="text-sm font-semibold">
              {cropsText.t('yieldPercent', { percent: crop.yield_vs_plan })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
