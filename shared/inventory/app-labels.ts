// How storage locations' types and security levels and the stock movements read, in the current language: words
// of the web app (storage locations, movement history), kept in shared/inventory/app/i18n apart from what every
// list of items shows (labels.ts), so the widgets' loader does not carry them (docs/decisions/020). A value the
// catalogue does not know reads as it is.
import { inventoryAppText } from './app/i18n';

type Key = (typeof inventoryAppText.keys)[number];

/** shared/contracts/storage-locations.ts LOCATION_TYPES. */
const LOCATION_TYPE_KEYS: Record<string, Key> = {
  Warehouse: 'locationTypeWarehouse',
  'Cold Storage': 'locationTypeColdStorage',
  Shed: 'locationTypeShed',
  'Secure Storage': 'locationTypeSecureStorage',
  Other: 'locationTypeOther',
};

/** shared/contracts/storage-locations.ts SECURITY_LEVELS. */
const SECURITY_KEYS: Record<string, Key> = {
  standard: 'securityStandard',
  restricted: 'securityRestricted',
  high: 'securityHigh',
};

/** shared/contracts/stock-movements.ts MOVEMENT_TYPES. */
const MOVEMENT_KEYS: Record<string, Key> = {
  receive: 'movementReceive',
  consume: 'movementConsume',
  transfer_out: 'movementTransferOut',
  transfer_in: 'movementTransferIn',
  adjust: 'movementAdjust',
  harvest: 'movementHarvest',
  sale: 'movementSale',
  return: 'movementReturn',
};

const known = (keys: Record<string, Key>, value: string) => {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key ? inventoryAppText.t(key) : value;
};

export const locationTypeLabel = (type: string): string => known(LOCATION_TYPE_KEYS, type);
export const securityLevelLabel = (level: string): string => known(SECURITY_KEYS, level);
/** "Received", "Consumed", "Transferred out", … */
export const movementLabel = (type: string): string => known(MOVEMENT_KEYS, type);
