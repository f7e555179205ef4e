// A storage location as the API answers it, for tests.
import type { StorageLocation } from '@/shared/api/storage-locations';

export const makeLocation = (over: Partial<StorageLocation> = {}): StorageLocation => ({
  id: 'l1',
  farm_id: 'f1',
  name: 'Main store',
  type: 'Warehouse',
  capacity: '100.00',
  capacity_unit: 'kg',
  current_utilization: '40.00',
  storage_conditions: { temperature_controlled: false, humidity_controlled: false },
  address: 'By the gate',
  description: null,
  status: 'active',
  security_level: 'standard',
  parent_location_id: null,
  item_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...over,
});
