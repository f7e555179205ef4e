// The default expense categories' names in the reader's language, by their fixed ids (migration 0012); a farm's
// own categories show the name the farmer gave them.
import { budgetsText } from './i18n';

type Key = Parameters<typeof budgetsText.t>[0];

const DEFAULT_PREFIX = '00000000-0000-4000-8000-0000000000';
const DEFAULT_NAMES: Record<string, Key> = {
  e1: 'catSeeds',
  e2: 'catFertilizer',
  e3: 'catCropProtection',
  e4: 'catAnimalFeed',
  e5: 'catVeterinary',
  e6: 'catLabour',
  e7: 'catFuel',
  e8: 'catEquipment',
  e9: 'catTransport',
  ea: 'catWater',
  eb: 'catRent',
  ec: 'catPackaging',
  ed: 'catFees',
  ee: 'catOther',
};

export function categoryName(id: string, name: string): string {
  const key = id.startsWith(DEFAULT_PREFIX) ? DEFAULT_NAMES[id.slice(-2)] : undefined;
  return key ? budgetsText.t(key) : name;
}
