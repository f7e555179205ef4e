// docs/product/storage-locations.md Storage location form: name, type, location description (address) and capacity (minimum 0) are
// required; the temperature checkbox is optional. docs/product/storage-locations.md defaults: Warehouse, sq ft, standard security,
// temperature control off. Messages are the server's (shared/contracts/storage-locations.ts).
import { z } from 'zod';
import type { StorageLocation, StorageLocationInput } from '@/shared/api/storage-locations';
import {
  CAPACITY_UNITS,
  LOCATION_DEFAULTS,
  LOCATION_TYPES,
  SECURITY_LEVELS,
  StorageLocationInput as Contract,
} from '@/shared/contracts/storage-locations';
import { isAreaUnit } from '../location-labels';
import { storageLocationsText } from '../i18n';

// The form's own messages are read when a check fails, so they are in the language of that moment.
const say = (key: 'chooseLocationType' | 'enterCapacity' | 'chooseCapacityUnit' | 'descriptionTooLong') => ({
  error: () => storageLocationsText.t(key),
});

export const LocationFormSchema = z
  .object({
    name: Contract.shape.name,
    location_type: z.enum(LOCATION_TYPES, say('chooseLocationType')),
    address: Contract.shape.address,
    capacity: z
      .string()
      .trim()
      .min(1, say('enterCapacity'))
      .superRefine((value, ctx) => {
        const parsed = Contract.shape.capacity.safeParse(value);
        if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
      }),
    capacity_unit: z.enum(CAPACITY_UNITS, say('chooseCapacityUnit')),
    current_utilization: z.string().trim(),
    temperature_controlled: z.boolean(),
    humidity_controlled: z.boolean(),
    security_level: z.enum(SECURITY_LEVELS),
    description: z.string().max(1000, say('descriptionTooLong')),
  })
  .superRefine((values, ctx) => {
    // Decision 004: only area units take a typed figure; it must be a number ≥ 0 when given.
    if (!isAreaUnit(values.capacity_unit) || values.current_utilization === '') return;
    const used = Contract.shape.current_utilization.safeParse(values.current_utilization);
    if (!used.success)
      ctx.addIssue({ code: 'custom', path: ['current_utilization'], message: used.error.issues[0]!.message });
  });

export type LocationFormValues = z.input<typeof LocationFormSchema>;
export type LocationFormOutput = z.output<typeof LocationFormSchema>;

export const LOCATION_FORM_FIELDS = [
  'name',
  'location_type',
  'address',
  'capacity',
  'capacity_unit',
  'current_utilization',
  'security_level',
  'description',
] as const;

export function locationFormDefaults(location?: StorageLocation): LocationFormValues {
  return {
    name: location?.name ?? '',
    location_type: location?.type ?? LOCATION_DEFAULTS.location_type,
    address: location?.address ?? '',
    capacity: location ? String(Number(location.capacity)) : '',
    capacity_unit: location?.capacity_unit ?? LOCATION_DEFAULTS.capacity_unit,
    current_utilization: location ? String(Number(location.current_utilization)) : '',
    temperature_controlled:
      location?.storage_conditions.temperature_controlled ?? LOCATION_DEFAULTS.temperature_controlled,
    humidity_controlled: location?.storage_conditions.humidity_controlled ?? false,
    security_level: location?.security_level ?? LOCATION_DEFAULTS.security_level,
    description: location?.description ?? '',
  };
}

/** The docs/product/storage-locations.md payload; the fetcher turns the conditions into text. */
export function toLocationInput(values: LocationFormOutput, farmId: string): StorageLocationInput {
  const area = isAreaUnit(values.capacity_unit);
  return {
    name: values.name,
    location_type: values.location_type,
    farm_id: farmId,
    capacity: values.capacity,
    capacity_unit: values.capacity_unit,
    address: values.address,
    description: values.description,
    conditions: {
      temperature_controlled: values.temperature_controlled,
      humidity_controlled: values.humidity_controlled,
    },
    security_level: values.security_level,
    current_utilization: area && values.current_utilization !== '' ? values.current_utilization : undefined,
  };
}
