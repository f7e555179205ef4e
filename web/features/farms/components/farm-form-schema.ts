// The farm form checks what the server checks (shared/contracts/farms.ts FarmInput); an empty size box means
// "not recorded", not 0.
import { z } from 'zod';
import { FarmInput, type Farm } from '@/shared/contracts/farms';

export const FarmFormSchema = FarmInput.extend({
  size: z.preprocess((value) => (value === '' ? null : value), FarmInput.shape.size),
});

export interface FarmFormValues {
  name: string;
  location: string;
  size: string;
  size_unit: Farm['size_unit'];
  main_enterprise: Farm['main_enterprise'];
  currency: Farm['currency'];
}

export type FarmFormOutput = z.output<typeof FarmFormSchema>;

export const FARM_FORM_FIELDS = [
  'name',
  'location',
  'size',
  'size_unit',
  'main_enterprise',
  'currency',
] as const;

/** New farms default to acres, crops and KES (docs/product/farms.md: currency KES). */
export function farmFormDefaults(farm?: Farm): FarmFormValues {
  return {
    name: farm?.name ?? '',
    location: farm?.location ?? '',
    size: farm?.size ?? '',
    size_unit: farm?.size_unit ?? 'acres',
    main_enterprise: farm?.main_enterprise ?? 'crops',
    currency: farm?.currency ?? 'KES',
  };
}
