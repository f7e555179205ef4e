// The customers' answers, in English as the client receives them; the web app shows each in the reader's language
// through shared/i18n/messages (en.json and sw.json hold the same texts), so change all three together.
export const CUSTOMER_MESSAGES = {
  notFound: 'We could not find that customer.',
  phoneTaken: 'Another customer of this farm has this phone number. Open that customer instead.',
  added: 'Customer added.',
  updated: 'Customer updated.',
  deleted: 'Customer deleted.',
  archived:
    'This customer has sales, so they were archived instead of deleted. Their sales and what they owe stay on record.',
} as const;
