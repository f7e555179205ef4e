// Query keys of the invoices feature.
export const invoiceKeys = {
  all: ['invoices'] as const,
  defaultSettings: () => ['invoices', 'settings', 'default'] as const,
  farmSettings: (farmId: string) => ['invoices', 'settings', 'farm', farmId] as const,
  logo: (farmId: string | null, version: string | null) =>
    ['invoices', 'logo', farmId ?? 'default', version] as const,
  invoice: (id: string) => ['invoices', 'one', id] as const,
};
