// The financial settings' answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change all three together.
export const FINANCIAL_MESSAGES = {
  saved: 'Financial settings saved.',
  taxRateAdded: 'Tax rate added.',
  taxRateUpdated: 'Tax rate updated.',
  taxRateDeleted: 'Tax rate deleted.',
  taxRateArchived:
    'Sales used this tax rate, so it was archived instead of deleted. Those sales keep it; new sales cannot choose it.',
  taxRateNotFound: 'We could not find that tax rate.',
  taxRateNameTaken: 'This farm already has a tax rate with that name. Choose another name.',
  taxRateArchivedEdit: 'This tax rate is archived. Add a new rate instead of changing it.',
} as const;
