// The organization's report as a file (docs/product/organizations.md "Reports"): the farms side by side, the
// money per currency and the harvests, in the organization account's language. Farms keep their books in
// different currencies, so the document has none of its own: each money row names its currency beside it, and a
// figure a farm does not share reads "Not shared".
import type { CropStatus } from '@/shared/contracts/farm-work-enums';
import type { OrgReport, OrgReportFarm } from '@/shared/contracts/organizations';
import type { Language } from '@/shared/i18n/languages';
import type { ExportCell, ExportColumn, ExportDocument } from '@/server/lib/exports/export-document';
import { organizationsText } from './i18n';

type Key = Parameters<typeof organizationsText.tIn>[1];

export function orgReportDocument(report: OrgReport, language: Language): ExportDocument {
  const t = (key: Key, values?: Record<string, string | number>) =>
    organizationsText.tIn(language, key, values);
  const notShared = t('reportNotShared');
  const col = (key: Key, kind: ExportColumn['kind']): ExportColumn => ({ header: t(key), kind });
  const shown = <T extends ExportCell>(shared: boolean, value: () => T): ExportCell =>
    shared ? value() : notShared;
  const crop = (farm: OrgReportFarm, status: CropStatus) =>
    shown(!!farm.crop_summary, () => farm.crop_summary!.by_status[status] ?? 0);

  const farmRows = report.farms.map((farm): ExportCell[] => [
    farm.farm_name,
    farm.currency,
    shown(farm.stock_value !== undefined, () => farm.stock_value!),
    shown(farm.low_stock_count !== undefined, () => farm.low_stock_count!),
    shown(farm.expiring_count !== undefined, () => farm.expiring_count!),
    shown(!!farm.money_summary, () => farm.money_summary!.income_minor),
    shown(!!farm.money_summary, () => farm.money_summary!.expense_minor),
    shown(!!farm.money_summary, () => farm.money_summary!.profit_minor),
    crop(farm, 'planned'),
    crop(farm, 'growing'),
    crop(farm, 'harvested'),
    crop(farm, 'failed'),
  ]);
  const harvestRows = report.farms.flatMap((farm) =>
    (farm.crop_summary?.harvested ?? []).map((h): ExportCell[] => [
      farm.farm_name,
      h.crop,
      h.unit,
      h.quantity,
    ]),
  );
  const rows = farmRows.length + report.currencies.length + harvestRows.length;
  return {
    fileName: `organization-report-${report.from}-${report.to}`,
    title: t('reportTitle', { organization: report.organization.name }),
    subtitle: [
      t('reportPeriod', { from: report.from, to: report.to }),
      t('reportFarmCount', { count: report.farms.length }),
      t('reportStockNow'),
      t('reportGenerated', { at: report.generated_at.replace('T', ' ').slice(0, 16) }),
    ],
    currency: null,
    language,
    rowCount: rows,
    tables: [
      {
        title: t('reportFarmsTable'),
        columns: [
          col('reportFarm', 'text'),
          col('reportCurrency', 'text'),
          col('reportStockValue', 'money'),
          col('reportLowStock', 'integer'),
          col('reportExpiring', 'integer'),
          col('reportIncome', 'money'),
          col('reportExpenses', 'money'),
          col('reportProfit', 'money'),
          col('reportCropsPlanned', 'integer'),
          col('reportCropsGrowing', 'integer'),
          col('reportCropsHarvested', 'integer'),
          col('reportCropsFailed', 'integer'),
        ],
        rows: farmRows,
      },
      {
        title: t('reportCurrenciesTable'),
        columns: [
          col('reportCurrency', 'text'),
          col('reportFarms', 'integer'),
          col('reportIncome', 'money'),
          col('reportExpenses', 'money'),
          col('reportProfit', 'money'),
        ],
        rows: report.currencies.map((c) => [
          c.currency,
          c.farm_count,
          c.income_minor,
          c.expense_minor,
          c.profit_minor,
        ]),
      },
      {
        title: t('reportHarvestsTable'),
        columns: [
          col('reportFarm', 'text'),
          col('reportCrop', 'text'),
          col('reportUnit', 'text'),
          col('reportQuantity', 'decimal'),
        ],
        rows: harvestRows,
      },
    ],
  };
}
