// Financial settings as the API answers them, for this feature's tests.
import type { FinancialSettings, TaxRate } from '@/shared/api/financial-settings';

export function makeTaxRate(overrides: Partial<TaxRate> = {}): TaxRate {
  return {
    id: 'tax-1',
    name: 'VAT',
    basis_points: 1600,
    percent: 16,
    inclusive: true,
    archived: false,
    used: false,
    ...overrides,
  };
}

export function makeFinancialSettings(overrides: Partial<FinancialSettings> = {}): FinancialSettings {
  return {
    farm_id: 'f1',
    currency: 'KES',
    fiscal_year_start_month: 1,
    payment_methods: ['cash', 'mpesa', 'bank_transfer', 'card', 'credit'],
    tax_rates: [
      makeTaxRate(),
      makeTaxRate({
        id: 'tax-2',
        name: 'Old levy',
        percent: 2,
        basis_points: 200,
        inclusive: false,
        archived: true,
        used: true,
      }),
    ],
    ...overrides,
  };
}
