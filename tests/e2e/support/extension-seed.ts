// What the extension suite needs on the real server, made through the shared fetchers as the web app makes it:
// notifications (the test endpoint of docs/product/extension.md), a farm with a storage location and one input in stock.
import { createApiClient, type ApiClient } from '../../../shared/api/client';
import { createFarm } from '../../../shared/api/farms';
import { createInventoryItem, getInventoryItem } from '../../../shared/api/inventory';
import { getUnreadCount } from '../../../shared/api/notifications';
import { createStorageLocation } from '../../../shared/api/storage-locations';

export function apiFor(baseURL: string, token: string): ApiClient {
  return createApiClient({
    baseURL,
    adapter: 'fetch',
    getToken: () => token,
    setToken: () => undefined,
    onUnauthorized: () => undefined,
    onReloadRequired: () => undefined,
  });
}

export async function generateNotification(api: ApiClient, message: string, type = 'weather_alert') {
  const answer = (await api.post('/api/test/generate-notification', {
    type,
    message,
    category: 'weather',
  })) as {
    notification: { id: string; title: string };
  };
  return answer.notification;
}

export const unreadOnServer = (api: ApiClient) => getUnreadCount(api);

export async function seedStockedFarm(api: ApiClient, farmName: string, itemName: string, quantity: number) {
  const farm = await createFarm(api, { name: farmName });
  const { location } = await createStorageLocation(api, {
    name: 'Main store',
    location_type: 'Warehouse',
    farm_id: farm.id,
    capacity: 500,
    capacity_unit: 'kg',
    address: 'Behind the milking shed',
  });
  const { item } = await createInventoryItem(api, farm.id, {
    item_type: 'input',
    name: itemName,
    category: 'Fertilizer',
    unit: 'kg',
    quantity,
    storage_location_id: location!.id,
  } as Parameters<typeof createInventoryItem>[2]);
  return { farm, item };
}

export const quantityOnServer = async (api: ApiClient, farmId: string, itemId: string) =>
  Number((await getInventoryItem(api, farmId, itemId)).quantity);
