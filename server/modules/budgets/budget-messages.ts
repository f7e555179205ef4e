// The budgets module's answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
export const BUDGET_MESSAGES = {
  created: 'Plan created',
  saved: 'Plan saved',
  deleted: 'Plan deleted',
  copied: 'Plan copied to the next period',
  notFound: 'We could not find that plan.',
  seasonNeedsDates: 'Enter the start and end dates of the season.',
  categoryNotOffered: 'Choose a category from the list.',
  cropNotOfFarm: 'Choose a crop of this farm.',
  lineRepeated: 'Each category, crop or income appears once in a plan: add the amounts together instead.',
  datesOrder: 'The end date must be on or after the start date.',
} as const;
