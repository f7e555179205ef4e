// Crop queries (docs/product/crops.md): a farm's list, every farm's list, one crop, the crop's tasks, and what
// the pickers offer. A picker list that fails leaves its picker empty (or hidden) rather than blocking the form.
import { useQuery } from '@tanstack/react-query';
import { getCrop, listAllCrops, listCrops, type AllCropsQuery, type CropListQuery } from '@/shared/api/crops';
import { listFarmTemplates } from '@/shared/api/crop-templates';
import { listFields } from '@/shared/api/fields';
import { listInventory } from '@/shared/api/inventory';
import { listFarmStorageLocations } from '@/shared/api/storage-locations';
import { listTasks } from '@/shared/api/tasks';
import { useApi } from '@/web/lib/api';
import { cropKeys } from '../crop-keys';

export function useCropList(farmId: string, query: CropListQuery) {
  const api = useApi();
  return useQuery({ queryKey: cropKeys.list(farmId, query), queryFn: () => listCrops(api, farmId, query) });
}

export function useAllCrops(query: AllCropsQuery) {
  const api = useApi();
  return useQuery({ queryKey: cropKeys.allFarms(query), queryFn: () => listAllCrops(api, query) });
}

export function useCrop(farmId: string, cropId: string) {
  const api = useApi();
  return useQuery({ queryKey: cropKeys.detail(farmId, cropId), queryFn: () => getCrop(api, farmId, cropId) });
}

/** The crop's tasks, due first (the first 100; the tasks page has the rest). */
export function useCropTasks(farmId: string, cropId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: cropKeys.tasks(farmId, cropId),
    queryFn: async () => (await listTasks(api, farmId, { crop_id: cropId, per_page: 100 })).data,
  });
}

export function useFieldOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: cropKeys.options(farmId, 'fields'),
    queryFn: async () =>
      (await listFields(api, farmId)).map(({ id, name, area, area_unit }) => ({ id, name, area, area_unit })),
  });
}

/** The templates the farm may plan with (the platform's and its own); an error hides the picker. */
export function useTemplateOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: cropKeys.options(farmId, 'templates'),
    queryFn: () => listFarmTemplates(api, farmId),
    retry: false,
  });
}

export function useProductOptions(farmId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: cropKeys.options(farmId, 'products'),
    queryFn: async () =>
      (await listInventory(api, farmId, { per_page: 100, sort: 'name', type: 'product' })).data.map(
        (item) => ({ id: item.id, name: item.name, unit: item.unit }),
      ),
  });
}

export function useLocationOptions(farmId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: cropKeys.options(farmId, 'locations'),
    queryFn: async () => (await listFarmStorageLocations(api, farmId)).map(({ id, name }) => ({ id, name })),
  });
}
