// Financial settings queries and writes with their toasts (docs/product/financial-settings.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  createTaxRate,
  deleteTaxRate,
  getFinancialSettings,
  saveFinancialSettings,
  updateTaxRate,
  type FinancialSettingsPatchInput,
  type TaxRate,
  type TaxRateInput,
} from '@/shared/api/financial-settings';
import { failureMessage } from '@/shared/api/form-errors';
import { useApi } from '@/web/lib/api';
import { financialKeys } from '../financial-keys';
import { financialText } from '../i18n';

export function useFinancialSettings(farmId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: financialKeys.farm(farmId ?? ''),
    queryFn: ({ signal }) => getFinancialSettings(api, farmId!, signal),
    enabled: Boolean(farmId),
  });
}

export function useSaveFinancialSettings(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FinancialSettingsPatchInput) => saveFinancialSettings(api, farmId, input),
    onSuccess: async (body) => {
      client.setQueryData(financialKeys.farm(farmId), body.data);
      toast.success(financialText.t('saved'));
      // The farm's currency shows on the farm pages too.
      await client.invalidateQueries({ queryKey: ['farms'] });
    },
  });
}

export function useSaveTaxRate(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TaxRateInput }) =>
      id ? updateTaxRate(api, farmId, id, input) : createTaxRate(api, farmId, input),
    onSuccess: async ({ data }, { id }) => {
      toast.success(financialText.t(id ? 'taxRateSaved' : 'taxRateAdded', { name: data.name }));
      await client.invalidateQueries({ queryKey: financialKeys.farm(farmId) });
    },
  });
}

export function useDeleteTaxRate(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rate: TaxRate) => deleteTaxRate(api, farmId, rate.id),
    onSuccess: async ({ outcome }, rate) => {
      toast.success(
        financialText.t(outcome === 'archived' ? 'taxRateArchived' : 'taxRateDeleted', { name: rate.name }),
      );
      await client.invalidateQueries({ queryKey: financialKeys.farm(farmId) });
    },
    onError: (error) =>
      toast.error(
        financialText.t('couldNotDelete', { reason: failureMessage(error, financialText.t('failedToLoad')) }),
      ),
  });
}
