// What the extension offers on a farm follows the person's role there (docs/decisions/035): searching its stock
// needs inventory.view, the quick stock actions (consume, transfer, receive) inventory.edit. The server refuses
// the rest anyway. A farm list cached before roles carried "module.action" lists grants nothing until refreshed.
import type { Farm } from '@/shared/contracts/farms';

const grants = (farm: Pick<Farm, 'permissions'>, permission: string) =>
  Array.isArray(farm.permissions) && farm.permissions.includes(permission as Farm['permissions'][number]);

export const canSeeStock = (farm: Pick<Farm, 'permissions'>) => grants(farm, 'inventory.view');
export const canChangeStock = (farm: Pick<Farm, 'permissions'>) => grants(farm, 'inventory.edit');
