// A live preview of the top of an invoice as the settings stand (docs/product/invoices.md "Settings"): logo,
// business details and the number the next invoice takes.
import { invoicesText } from '../i18n';

export interface HeaderPreviewValues {
  business_name: string;
  address: string;
  phone: string;
  email: string;
  tax_id: string;
  number_text: string;
}

export function InvoiceHeaderPreview({
  values,
  logoUrl,
}: {
  values: HeaderPreviewValues;
  logoUrl: string | null;
}) {
  return (
    <section
      aria-label={invoicesText.t('preview')}
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <p className="mb-3 text-xs uppercase tracking-wide text-base-content/60">{invoicesText.t('preview')}</p>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          {logoUrl && (
            <img src={logoUrl} alt={invoicesText.t('logoAlt')} className="mb-2 max-h-14 max-w-32" />
          )}
          <p className="font-semibold">{values.business_name}</p>
          {values.address && <p className="whitespace-pre-line text-sm">{values.address}</p>}
          {values.phone && <p className="text-sm">{values.phone}</p>}
          {values.email && <p className="text-sm">{values.email}</p>}
          {values.tax_id && (
            <p className="text-sm">{invoicesText.t('taxIdLine', { taxId: values.tax_id })}</p>
          )}
        </div>
        <div className="text-right">
          <p className="text-xl font-bold">{invoicesText.t('invoice')}</p>
          <p className="text-sm">{values.number_text}</p>
        </div>
      </div>
    </section>
  );
}
