// What the task pickers offer on a farm: its people and teams (assignee), its stock items (links and inputs; a
// harvest goes into a product) and storage locations (where a new product is kept). A list that fails to load
// leaves its picker empty rather than blocking the form; the server still checks every id.
import { useQuery } from '@tanstack/react-query';
import { listCrops, type Crop } from '@/shared/api/crops';
import { listFields } from '@/shared/api/fields';
import { listInventory } from '@/shared/api/inventory';
import { listStaff, listTeams } from '@/shared/api/staff';
import { listFarmStorageLocations } from '@/shared/api/storage-locations';
import { useApi } from '@/web/lib/api';
import { taskKeys } from '../task-keys';

export function useTeamOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.options(farmId, 'teams'),
    queryFn: async () => (await listTeams(api, farmId)).map(({ id, name }) => ({ id, name })),
  });
}

export function useMemberOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.options(farmId, 'members'),
    queryFn: async () => (await listStaff(api, farmId)).map((m) => ({ id: m.user_id, name: m.name })),
  });
}

/** The farm's items by name (the first 100: a farm's store rarely holds more kinds). */
export function useItemOptions(farmId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: taskKeys.options(farmId, 'items'),
    queryFn: async () =>
      (await listInventory(api, farmId, { per_page: 100, sort: 'name' })).data.map((item) => ({
        id: item.id,
        name: item.name,
        unit: item.unit,
        type: item.item_type,
      })),
  });
}

export function useLocationOptions(farmId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.options(farmId, 'locations'),
    queryFn: async () => (await listFarmStorageLocations(api, farmId)).map(({ id, name }) => ({ id, name })),
    enabled,
  });
}

/** The farm's fields in use (archived ones take no new work). */
export function useFieldOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.options(farmId, 'fields'),
    queryFn: async () => (await listFields(api, farmId)).map(({ id, name }) => ({ id, name })),
  });
}

/** "Maize H614 · River plot, Long rains 2026": two plantings of one crop read apart by field and season. */
const cropLabel = (crop: Crop) =>
  `${[crop.name, crop.variety].filter(Boolean).join(' ')} · ${crop.field_name}, ${crop.season}`;

export function useCropOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taskKeys.options(farmId, 'crops'),
    queryFn: async () =>
      (await listCrops(api, farmId)).map((crop) => ({ id: crop.id, name: cropLabel(crop) })),
  });
}
