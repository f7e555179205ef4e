// Lookups shaped like the server's answers, for screen tests.
import { StorageLocationSchema, type StorageLocation } from '@/shared/contracts/storage-locations';
import { SupplierSchema, type Supplier } from '@/shared/contracts/suppliers';

export function makeLocation(id: string, name: string): StorageLocation {
  return StorageLocationSchema.parse({
    id,
    farm_id: 'farm-1',
    name,
    type: 'Shed',
    capacity: '500',
    capacity_unit: 'kg',
    current_utilization: '0',
    storage_conditions: { temperature_controlled: false, humidity_controlled: false },
    address: 'Near the gate',
    description: null,
    status: 'active',
    security_level: 'standard',
    parent_location_id: null,
    item_count: 0,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
  });
}

export function makeSupplier(id: string, name: string): Supplier {
  return SupplierSchema.parse({
    id,
    farm_id: 'farm-1',
    name,
    business_name: name,
    email: null,
    phone: null,
    address: null,
    item_count: 0,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
  });
}

export const locationList = (...locations: StorageLocation[]) => ({ status: 'success', data: locations });
