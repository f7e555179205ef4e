// The point of sale's answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
export const POS_MESSAGES = {
  codeNotFound: 'No product or input of this farm has that SKU or barcode.',
} as const;
