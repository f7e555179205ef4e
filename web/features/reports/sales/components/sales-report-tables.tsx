// The sales report's tables by product and by customer, and the unpaid invoices by age with the oldest of them
// (docs/product/reports.md "Sales report").
import { OLDEST_INVOICES_SHOWN, SALES_LIST_LIMIT, type SalesReport } from '@/shared/contracts/reports-sales';
import type { Report } from '../../components/report-page';
import { ReportTable } from '../../components/report-table';
import { dayLabel, quantityText } from '../bucket-label';
import { salesReportText, type SalesReportTextKey } from '../i18n';

const t = salesReportText.t;

interface Props {
  report: Report<SalesReport>;
  money: (minor: number) => string;
}

// The walk-in row's key (not text people read).
const WALK_IN_KEY = 'walk-in';

const Note = ({ text }: { text: string }) => <p className="text-sm opacity-70">{text}</p>;

export function ProductTable({ report, money }: Props) {
  const rows = report.by_product;
  if (rows.length === 0) return <Note text={t('noProducts')} />;
  return (
    <>
      {rows.length >= SALES_LIST_LIMIT && <Note text={t('moreListed', { shown: rows.length })} />}
      <ReportTable
        caption={t('byProduct')}
        rows={rows}
        rowKey={(r) => `${r.name}-${r.unit}`}
        columns={[
          { header: t('product'), cell: (r) => r.name },
          { header: t('sold'), cell: (r) => `${quantityText(r.quantity_sold)} ${r.unit}`, numeric: true },
          {
            header: t('returned'),
            cell: (r) => `${quantityText(r.quantity_returned)} ${r.unit}`,
            numeric: true,
          },
          { header: t('net'), cell: (r) => `${quantityText(r.quantity_net)} ${r.unit}`, numeric: true },
          { header: t('revenue'), cell: (r) => money(r.revenue_minor), numeric: true },
        ]}
      />
    </>
  );
}

export function CustomerTable({ report, money }: Props) {
  const walkIn = { customer_id: '', name: t('walkIn'), ...report.walk_in };
  const rows = [...report.by_customer, ...(walkIn.sales > 0 ? [walkIn] : [])];
  if (rows.length === 0) return <Note text={t('noCustomers')} />;
  return (
    <>
      {report.by_customer.length >= SALES_LIST_LIMIT && (
        <Note text={t('moreListed', { shown: report.by_customer.length })} />
      )}
      <ReportTable
        caption={t('byCustomer')}
        rows={rows}
        rowKey={(r) => r.customer_id || WALK_IN_KEY}
        columns={[
          { header: t('customer'), cell: (r) => (r.customer_id ? r.name : <em>{r.name}</em>) },
          { header: t('sales'), cell: (r) => r.sales, numeric: true },
          { header: t('revenue'), cell: (r) => money(r.revenue_minor), numeric: true },
          { header: t('owed'), cell: (r) => money(r.owed_minor), numeric: true },
        ]}
      />
    </>
  );
}

export function AgingTables({ report, money }: Props) {
  const { buckets, oldest } = report.aging;
  const invoices = buckets.reduce((sum, r) => sum + r.invoices, 0);
  const owed = buckets.reduce((sum, r) => sum + r.owed_minor, 0);
  return (
    <>
      <ReportTable
        caption={t('aging')}
        rows={buckets}
        rowKey={(r) => r.bucket}
        columns={[
          { header: t('age'), cell: (r) => t(`aging_${r.bucket}` as SalesReportTextKey) },
          { header: t('invoices'), cell: (r) => r.invoices, numeric: true },
          { header: t('owed'), cell: (r) => money(r.owed_minor), numeric: true },
        ]}
        footer={[t('total'), invoices, money(owed)]}
      />
      {oldest.length === 0 ? (
        <Note text={t('noInvoicesOwed')} />
      ) : (
        <ReportTable
          caption={t('oldest')}
          rows={oldest.slice(0, OLDEST_INVOICES_SHOWN)}
          rowKey={(r) => r.invoice_id}
          columns={[
            { header: t('invoice'), cell: (r) => r.number },
            { header: t('customer'), cell: (r) => r.customer ?? t('walkIn') },
            ...(report.scope.farms.length > 1
              ? [{ header: t('farm'), cell: (r: (typeof oldest)[number]) => r.farm_name }]
              : []),
            { header: t('dueOn'), cell: (r) => dayLabel(r.due_on) },
            { header: t('daysOverdue'), cell: (r) => r.days_overdue, numeric: true },
            { header: t('owed'), cell: (r) => money(r.owed_minor), numeric: true },
          ]}
        />
      )}
    </>
  );
}
