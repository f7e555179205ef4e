// The default expense categories' names in the reader's language, by their fixed ids (migration 0012); a farm's
// own categories show the name the farmer gave them.
import type { ExpenseCategory } from '@/shared/contracts/expenses';
import { expensesText } from './i18n';

type Key = Parameters<typeof expensesText.t>[0];

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

export function categoryName(category: Pick<ExpenseCategory, 'id' | 'name' | 'default'>): string {
  const key = category.default ? DEFAULT_NAMES[category.id.slice(-2)] : undefined;
  return key ? expensesText.t(key) : category.name;
}

const METHOD_KEYS: Record<string, Key> = {
  cash: 'methodCash',
  mpesa: 'methodMpesa',
  bank_transfer: 'methodBankTransfer',
  card: 'methodCard',
  credit: 'methodCredit',
};

export const methodName = (method: string) =>
  METHOD_KEYS[method] ? expensesText.t(METHOD_KEYS[method]) : method;
