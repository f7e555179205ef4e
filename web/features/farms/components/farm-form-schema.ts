// The farm form checks what the server checks (shared/contracts/farms.ts FarmInput); an empty size box means
// "not recorded", not 0.
import { z } from 'zod';
import { DEFAULT_FARM_TIMEZONE, FarmInput, type Farm } from '@/shared/contracts/farms';

const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// safeExtend keeps FarmInput's both-coordinates-or-neither check.
export const FarmFormSchema = FarmInput.safeExtend({
  size: z.preprocess(blankIsNull, FarmInput.shape.size),
  latitude: z.preprocess(blankIsNull, FarmInput.shape.latitude),
  longitude: z.preprocess(blankIsNull, FarmInput.shape.longitude),
});

export interface FarmFormValues {
  name: string;
  location: string;
  size: string;
  size_unit: Farm['size_unit'];
  main_enterprise: Farm['main_enterprise'];
  currency: Farm['currency'];
  latitude: string;
  longitude: string;
  timezone: string;
}

export type FarmFormOutput = z.output<typeof FarmFormSchema>;

export const FARM_FORM_FIELDS = [
  'name',
  'location',
  'size',
  'size_unit',
  'main_enterprise',
  'currency',
  'latitude',
  'longitude',
  'timezone',
] as const;

/** New farms default to acres, crops, KES and Africa/Nairobi (docs/product/farms.md: currency KES). */
export function farmFormDefaults(farm?: Farm): FarmFormValues {
  return {
    name: farm?.name ?? '',
    location: farm?.location ?? '',
    size: farm?.size ?? '',
    size_unit: farm?.size_unit ?? 'acres',
    main_enterprise: farm?.main_enterprise ?? 'crops',
    currency: farm?.currency ?? 'KES',
    latitude: farm?.latitude == null ? '' : String(farm.latitude),
    longitude: farm?.longitude == null ? '' : String(farm.longitude),
    timezone: farm?.timezone ?? DEFAULT_FARM_TIMEZONE,
  };
}
