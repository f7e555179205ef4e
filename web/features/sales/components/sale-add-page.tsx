// /farmer/sales/add: the sales form once what a sale can be made of has loaded.
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCustomerOptions, useSaleOptions } from '../hooks/use-sales';
import { salesText } from '../i18n';
import { SaleForm } from './sale-form';

export function SaleAddPage({ farmId }: { farmId: string }) {
  useDocumentTitle(salesText.t('newSale'));
  const options = useSaleOptions(farmId);
  const customers = useCustomerOptions(farmId);
  return (
    <>
      <PageHeader title={salesText.t('newSale')} description={salesText.t('newSaleDescription')} />
      {options.isPending ? (
        <LoadingState label={salesText.t('newSale')} />
      ) : options.isError ? (
        <ErrorState message={options.error.message} onRetry={() => void options.refetch()} />
      ) : (
        <SaleForm farmId={farmId} catalogue={options.data} customers={customers.data ?? []} />
      )}
    </>
  );
}
