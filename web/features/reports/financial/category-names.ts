// The cash book and expenses group by category name: the defaults every farm has (and the income kinds) read in the
// reader's language; a farm's own categories show the name the farmer gave them. (The finance overview keeps the
// same table for its page; features may not share code.)
import { financialReportText, type FinancialReportTextKey } from './i18n';

const DEFAULT_NAMES: Record<string, FinancialReportTextKey> = {
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

export const categoryName = (name: string) =>
  DEFAULT_NAMES[name] ? financialReportText.t(DEFAULT_NAMES[name]) : name;
