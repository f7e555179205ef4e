// The sales module's answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.

export const SALE_MESSAGES = {
  created: 'Sale saved',
  paymentRecorded: 'Payment recorded',
  returnRecorded: 'Return recorded',
  saleNotFound: 'We could not find that sale.',
  itemNotOfFarm: 'Choose items of this farm for the sale.',
  notForSale: (name: string) => `${name} is equipment and cannot be sold here; choose an input or a product.`,
  onlyStockedSold: 'Equipment is not sold from stock; choose an input or a product.',
  taxRateNotOfFarm: 'Choose a tax rate of this farm.',
  taxRateArchived: (name: string) => `The tax rate ${name} is no longer in use; choose another.`,
  customerNotOfFarm: 'Choose a customer of this farm.',
  customerArchived: (name: string) => `${name} is archived; restore the customer before selling to them.`,
  methodNotOffered: (method: string) =>
    `This farm does not take ${method} payments; choose another method or offer it in Settings → Financial.`,
  paidTooMuch: 'The payments add up to more than the sale’s total: lower a payment.',
  creditNotOffered:
    'This farm does not sell on credit: take the full amount now or offer credit in Settings → Financial.',
  walkInPaysInFull:
    'A walk-in buyer pays in full: take the full amount or choose a customer to sell on credit.',
  creditLimitPassed: (name: string, limit: string, balance: string) =>
    `This sale would take ${name} beyond their credit limit of ${limit} (they owe ${balance} already): take more now.`,
  paymentBeyondBalance: (balance: string) => `This sale has only ${balance} left to pay: lower the payment.`,
  nothingOwed: 'This sale is paid in full.',
  mpesaCodeUsed: 'That M-Pesa code has already paid a sale on this farm: check the code.',
  returnLineNotOfSale: 'Choose lines of this sale to return.',
  returnBeyondSold: (name: string, left: string) =>
    `Only ${left} of ${name} can still be returned: lower the quantity.`,
  lineItemGone: (name: string) =>
    `${name} is no longer in the inventory, so it cannot be put back into stock.`,
  refundBeyondPaid: (left: string) => `Only ${left} was paid and not yet refunded: lower the refund.`,
  shortStock: (name: string, available: string, unit: string, requested: string) =>
    `Only ${available} ${unit} of ${name} left; you tried to sell ${requested}.`,
  amountTooLarge: 'That amount is too large.',
} as const;
