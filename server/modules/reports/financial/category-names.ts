// Cash-book and expense categories are stored by name: the defaults every farm has (and the income kinds) are
// written in the file's language; a farm's own categories keep the name the farmer gave them. The web pages keep
// the same table (web/features/reports/financial/category-names.ts).
import type { Language } from '@/shared/i18n/languages';
import { financialText, type FinancialTextKey } from './i18n';

const DEFAULT_NAMES: Record<string, FinancialTextKey> = {
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

export const categoryNameIn = (language: Language, name: string) =>
  DEFAULT_NAMES[name] ? financialText.tIn(language, DEFAULT_NAMES[name]) : name;
