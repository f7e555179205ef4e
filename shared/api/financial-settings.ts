// Settings → Financial of a farm (docs/product/financial-settings.md): the currency, fiscal year start, payment
// methods and tax rates, and their writes. Inputs are checked with the contract the server uses, so a bad percent
// fails here as a 422 would.
import {
  FinancialSettingsPatchInput,
  FinancialSettingsResponseSchema,
  FinancialSettingsSavedSchema,
  TaxRateDeleteResponseSchema,
  TaxRateInput,
  TaxRatePatchInput,
  TaxRateResponseSchema,
  type FinancialSettings,
  type TaxRate,
} from '@/shared/contracts/financial-settings';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { FinancialSettings, FinancialSettingsPatchInput, TaxRate, TaxRateInput, TaxRatePatchInput };

const farmPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, ...rest].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');

export async function getFinancialSettings(
  api: ApiClient,
  farmId: string,
  signal?: AbortSignal,
): Promise<FinancialSettings> {
  const body = await api.get(farmPath(farmId, 'financial-settings'), {
    schema: FinancialSettingsResponseSchema,
    signal,
  });
  return body.data;
}

export async function saveFinancialSettings(
  api: ApiClient,
  farmId: string,
  input: FinancialSettingsPatchInput,
) {
  return api.patch(farmPath(farmId, 'financial-settings'), validInput(FinancialSettingsPatchInput, input), {
    schema: FinancialSettingsSavedSchema,
  });
}

export async function createTaxRate(api: ApiClient, farmId: string, input: TaxRateInput) {
  return api.post(farmPath(farmId, 'tax-rates'), validInput(TaxRateInput, input), {
    schema: TaxRateResponseSchema,
  });
}

export async function updateTaxRate(
  api: ApiClient,
  farmId: string,
  taxRateId: string,
  input: TaxRatePatchInput,
) {
  return api.patch(farmPath(farmId, 'tax-rates', taxRateId), validInput(TaxRatePatchInput, input), {
    schema: TaxRateResponseSchema,
  });
}

/** Deleted, or archived when a sale used the rate: `outcome` says which. */
export async function deleteTaxRate(api: ApiClient, farmId: string, taxRateId: string) {
  return api.delete(farmPath(farmId, 'tax-rates', taxRateId), { schema: TaxRateDeleteResponseSchema });
}
