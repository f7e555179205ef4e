// /farmer/settings/financial (docs/product/financial-settings.md): pick one of your farms, then its currency,
// fiscal year start, payment methods and tax rates. Farms where your role lacks finances.edit are read-only.
import { useState } from 'react';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useFinancialSettings } from '../hooks/use-financial-settings';
import { financialText } from '../i18n';
import { SettingsForm } from './settings-form';
import { TaxRatesSection } from './tax-rates-section';

export interface FarmChoice {
  id: string;
  name: string;
}

export function FinancialSettingsPage({
  farms,
  initialFarmId,
}: {
  farms: FarmChoice[];
  initialFarmId?: string;
}) {
  useDocumentTitle(financialText.t('title'));
  const can = useFarmCan();
  const [farmId, setFarmId] = useState(() =>
    farms.some((farm) => farm.id === initialFarmId) ? initialFarmId! : farms[0]?.id,
  );
  const settings = useFinancialSettings(farmId);
  const canEdit = can(farmId, 'finances.edit');

  return (
    <>
      <PageHeader title={financialText.t('title')} description={financialText.t('description')} />
      {farms.length === 0 ? (
        <EmptyState title={financialText.t('noFarms')} />
      ) : (
        <>
          <div className="mb-4 max-w-sm fieldset py-0">
            <label htmlFor="financial-farm" className="fieldset-legend pb-1 pt-0 text-sm">
              {financialText.t('farm')}
            </label>
            <select
              id="financial-farm"
              className="select w-full"
              value={farmId}
              onChange={(event) => setFarmId(event.target.value)}
            >
              {farms.map((farm) => (
                <option key={farm.id} value={farm.id}>
                  {farm.name}
                </option>
              ))}
            </select>
          </div>
          <p className="mb-4 rounded-box bg-base-200 p-3 text-sm">{financialText.t('displayCurrencyNote')}</p>
          {!canEdit && <p className="mb-4 text-sm text-warning-content/80">{financialText.t('readOnly')}</p>}
          {settings.isPending ? (
            <LoadingState label={financialText.t('loading')} />
          ) : settings.isError ? (
            <ErrorState message={financialText.t('failedToLoad')} onRetry={() => void settings.refetch()} />
          ) : (
            <div key={farmId}>
              <SettingsForm settings={settings.data} canEdit={canEdit} />
              <TaxRatesSection
                farmId={settings.data.farm_id}
                rates={settings.data.tax_rates}
                canEdit={canEdit}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}
