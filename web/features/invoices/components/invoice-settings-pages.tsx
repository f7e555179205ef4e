// The three invoice settings pages (docs/product/invoices.md "Settings"): the overview (the default and each
// farm, with links), the default form, and one farm's form. Farms where your role lacks finances.edit are
// read-only.
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDefaultInvoiceSettings, useFarmInvoiceSettings } from '../hooks/use-invoice-settings';
import { invoicesText } from '../i18n';
import { InvoiceSettingsForm } from './invoice-settings-form';

export interface FarmChoice {
  id: string;
  name: string;
}

const settingsPath = (rest: string) => paths.farmer.settings(`invoice${rest}`);

export function InvoiceSettingsOverview({ farms }: { farms: FarmChoice[] }) {
  useDocumentTitle(invoicesText.t('title'));
  return (
    <>
      <PageHeader title={invoicesText.t('title')} description={invoicesText.t('description')} />
      <div className="grid gap-4">
        <Link to={settingsPath('/default')} className="card card-border bg-base-100 hover:bg-base-200">
          <div className="card-body">
            <h2 className="card-title">{invoicesText.t('defaultCard')}</h2>
            <p className="text-sm">{invoicesText.t('defaultCardText')}</p>
          </div>
        </Link>
        <h2 className="mt-2 text-lg font-semibold">{invoicesText.t('farmsHeading')}</h2>
        {farms.length === 0 ? (
          <EmptyState title={invoicesText.t('noFarms')} />
        ) : (
          <ul className="grid gap-2">
            {farms.map((farm) => (
              <li key={farm.id}>
                <Link
                  to={settingsPath(`/farm/${farm.id}`)}
                  className="flex items-center justify-between rounded-box border border-base-300 p-4 hover:bg-base-200"
                >
                  <span className="font-medium">{farm.name}</span>
                  <span className="text-sm text-primary">{invoicesText.t('edit')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

const BackLink = () => (
  <Link to={settingsPath('')} className="link mb-4 inline-block text-sm">
    {invoicesText.t('backToOverview')}
  </Link>
);

export function DefaultInvoiceSettingsPage() {
  useDocumentTitle(invoicesText.t('defaultTitle'));
  const settings = useDefaultInvoiceSettings();
  return (
    <>
      <BackLink />
      <PageHeader title={invoicesText.t('defaultTitle')} description={invoicesText.t('defaultDescription')} />
      {settings.isPending ? (
        <LoadingState label={invoicesText.t('loading')} />
      ) : settings.isError ? (
        <ErrorState message={invoicesText.t('failedToLoad')} onRetry={() => void settings.refetch()} />
      ) : (
        <InvoiceSettingsForm settings={settings.data} farm={null} canEdit />
      )}
    </>
  );
}

export function FarmInvoiceSettingsPage({ farmId }: { farmId: string }) {
  const can = useFarmCan();
  const settings = useFarmInvoiceSettings(farmId);
  const title = settings.data
    ? invoicesText.t('farmTitle', { farm: settings.data.farm_name })
    : invoicesText.t('title');
  useDocumentTitle(title);
  const canEdit = can(farmId, 'finances.edit');
  return (
    <>
      <BackLink />
      <PageHeader title={title} description={invoicesText.t('farmDescription')} />
      {!canEdit && <p className="mb-4 text-sm">{invoicesText.t('readOnly')}</p>}
      {settings.isPending ? (
        <LoadingState label={invoicesText.t('loading')} />
      ) : settings.isError ? (
        <ErrorState message={invoicesText.t('failedToLoad')} onRetry={() => void settings.refetch()} />
      ) : (
        <InvoiceSettingsForm settings={settings.data} farm={settings.data} canEdit={canEdit} />
      )}
    </>
  );
}
