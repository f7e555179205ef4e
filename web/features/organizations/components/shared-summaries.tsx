// A farm's shared money and crop summaries as table cells (docs/product/organizations.md "What a farm shares"):
// on the dashboard (this month) and in the reports (the chosen period).
import type { CropSummary, MoneySummary } from '@/shared/contracts/organizations';
import { formatNumber } from '@/shared/i18n/format';
import { formatMoney } from '@/shared/settings/format';
import { organizationsText } from '../i18n';

const t = organizationsText.t;

export function MoneySummaryCell({ money, currency }: { money: MoneySummary; currency: string }) {
  return (
    <ul className="text-sm tabular-nums">
      <li>{t('incomeShort', { amount: formatMoney(money.income_minor, currency) })}</li>
      <li>{t('expensesShort', { amount: formatMoney(money.expense_minor, currency) })}</li>
      <li className="font-semibold">
        {t('profitShort', { amount: formatMoney(money.profit_minor, currency) })}
      </li>
    </ul>
  );
}

export function CropSummaryCell({ crops }: { crops: CropSummary }) {
  const counts = {
    planned: crops.by_status.planned ?? 0,
    growing: crops.by_status.growing ?? 0,
    harvested: crops.by_status.harvested ?? 0,
    failed: crops.by_status.failed ?? 0,
  };
  return (
    <div className="text-sm">
      <p>{t('cropCounts', counts)}</p>
      {crops.harvested.length === 0 ? (
        <p className="text-base-content/60">{t('nothingHarvested')}</p>
      ) : (
        <ul>
          {crops.harvested.map((h) => (
            <li key={`${h.crop}|${h.unit}`}>
              {t('harvestedLine', { crop: h.crop, quantity: formatNumber(Number(h.quantity)), unit: h.unit })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
