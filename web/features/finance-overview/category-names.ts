// The cash book groups by category name: the defaults every farm has (and the income kinds) read in the reader's
// language; a farm's own categories show the name the farmer gave them.
import { financeOverviewText } from './i18n';

type Key = Parameters<typeof financeOverviewText.t>[0];

const DEFAULT_NAMES: Record<string, Key> = {
  'Seeds and seedlings': 'catSeeds',
  Fertilizer: 'catFertilizer',
  'Crop protection': 'catCropProtection',
  'Animal feed': 'catAnimalFeed',
  Veterinary: 'catVeterinary',
  Labour: 'catLabour',
  'Fuel and power': 'catFuel',
  'Equipment and repairs': 'catEquipment',
  Transport: 'catTransport',
  'Water and irrigation': 'catWater',
  'Rent and land': 'catRent',
  Packaging: 'catPackaging',
  'Fees and licences': 'catFees',
  Other: 'catOther',
  Sales: 'incSales',
  Contributions: 'incContributions',
  Withdrawals: 'incWithdrawals',
};

export const cashCategoryName = (name: string) =>
  DEFAULT_NAMES[name] ? financeOverviewText.t(DEFAULT_NAMES[name]) : name;
