// The inventory report's lists (docs/product/reports.md "Inventory report"): movements by kind, slow-moving stock,
// expired and expiring stock, and the count adjustments, each with a line that sums it up.
import type { InventoryReport } from '@/shared/contracts/reports-inventory';
import { REPORT_LIST_LIMIT } from '@/shared/contracts/reports-inventory';
import type { Report } from '../../components/report-page';
import { ReportTable } from '../../components/report-table';
import { dayLabel, quantityText } from '../bucket-label';
import { inventoryReportText, type InventoryReportTextKey } from '../i18n';

const t = inventoryReportText.t;
const typeName = (itemType: string) => t(`type_${itemType}` as InventoryReportTextKey);

interface Props {
  report: Report<InventoryReport>;
  money: (minor: number) => string;
}

function Note({ text, listed }: { text: string; listed?: number }) {
  return (
    <p className="text-sm opacity-70">
      {text}
      {listed !== undefined && listed >= REPORT_LIST_LIMIT && ` ${t('moreListed', { shown: listed })}`}
    </p>
  );
}

export function MovementKindTable({ report, money }: Props) {
  const rows = report.movements.by_kind;
  if (rows.length === 0) return <Note text={t('noMovements')} />;
  return (
    <ReportTable
      caption={t('byKind')}
      rows={rows}
      rowKey={(r) => `${r.kind}-${r.item_type}-${r.direction}`}
      columns={[
        { header: t('kind'), cell: (r) => t(`kind_${r.kind}` as InventoryReportTextKey) },
        { header: t('type'), cell: (r) => typeName(r.item_type) },
        { header: t('direction'), cell: (r) => t(r.direction) },
        { header: t('movements'), cell: (r) => r.movements, numeric: true },
        { header: t('quantity'), cell: (r) => quantityText(r.quantity), numeric: true },
        { header: t('value'), cell: (r) => money(r.value_minor), numeric: true },
      ]}
    />
  );
}

export function SlowMovingTable({ report, money }: Props) {
  const slow = report.slow_moving;
  if (slow.items === 0) return <Note text={t('noSlow', { days: slow.days })} />;
  return (
    <>
      <Note
        text={t('slowNote', { days: slow.days, count: slow.items, value: money(slow.value_minor) })}
        listed={slow.list.length}
      />
      <ReportTable
        caption={t('slow')}
        rows={slow.list}
        rowKey={(r) => r.item_id}
        columns={[
          { header: t('item'), cell: (r) => r.name },
          { header: t('farm'), cell: (r) => r.farm_name },
          { header: t('quantity'), cell: (r) => `${quantityText(r.quantity)} ${r.unit}`, numeric: true },
          { header: t('lastOut'), cell: (r) => (r.last_out_on ? dayLabel(r.last_out_on) : t('never')) },
          {
            header: t('lastMovement'),
            cell: (r) => (r.last_movement_on ? dayLabel(r.last_movement_on) : ''),
          },
          { header: t('value'), cell: (r) => money(r.value_minor), numeric: true },
        ]}
      />
    </>
  );
}

export function ExpiringTable({ report, money }: Props) {
  const exp = report.expiring;
  if (exp.list.length === 0) return <Note text={t('noExpiring', { days: exp.within_days })} />;
  return (
    <>
      <Note
        text={t('expiringNote', {
          expired: exp.expired_items,
          expiredValue: money(exp.expired_value_minor),
          expiring: exp.expiring_items,
          expiringValue: money(exp.expiring_value_minor),
          days: exp.within_days,
        })}
      />
      <ReportTable
        caption={t('expiring')}
        rows={exp.list}
        rowKey={(r) => r.item_id}
        columns={[
          { header: t('item'), cell: (r) => r.name },
          { header: t('farm'), cell: (r) => r.farm_name },
          { header: t('quantity'), cell: (r) => `${quantityText(r.quantity)} ${r.unit}`, numeric: true },
          { header: t('expiry'), cell: (r) => dayLabel(r.expiry_date) },
          {
            header: t('status'),
            cell: (r) => (
              <span className={`badge badge-sm ${r.expired ? 'badge-error' : 'badge-warning'}`}>
                {r.expired ? t('expired') : t('expiresSoon')}
              </span>
            ),
          },
          { header: t('value'), cell: (r) => money(r.value_minor), numeric: true },
        ]}
      />
    </>
  );
}

export function ShrinkageTable({ report, money }: Props) {
  const shrink = report.shrinkage;
  if (shrink.adjustments === 0) return <Note text={t('noShrinkage')} />;
  return (
    <>
      <Note
        text={t('shrinkageNote', {
          count: shrink.adjustments,
          lost: money(shrink.lost_value_minor),
          gained: money(shrink.gained_value_minor),
        })}
        listed={shrink.list.length}
      />
      <ReportTable
        caption={t('shrinkage')}
        rows={shrink.list}
        rowKey={(r) => r.item_id}
        columns={[
          { header: t('item'), cell: (r) => r.name },
          { header: t('farm'), cell: (r) => r.farm_name },
          { header: t('adjustments'), cell: (r) => r.adjustments, numeric: true },
          {
            header: t('quantityLost'),
            cell: (r) => `${quantityText(r.quantity_lost)} ${r.unit}`,
            numeric: true,
          },
          {
            header: t('quantityGained'),
            cell: (r) => `${quantityText(r.quantity_gained)} ${r.unit}`,
            numeric: true,
          },
          { header: t('valueLost'), cell: (r) => money(r.lost_value_minor), numeric: true },
          { header: t('valueGained'), cell: (r) => money(r.gained_value_minor), numeric: true },
        ]}
        footer={[
          t('total'),
          '',
          shrink.adjustments,
          '',
          '',
          money(shrink.lost_value_minor),
          money(shrink.gained_value_minor),
        ]}
      />
    </>
  );
}
