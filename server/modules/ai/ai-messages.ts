// The AI answers in English as the client receives them; the web app shows each in the reader's language through
// shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
export const AI_MESSAGES = {
  notConfigured:
    'AI assistance is not switched on for this platform. Ask the platform administrator to set it up.',
  providerFailed: 'The AI service did not answer. Try again in a few minutes.',
  notSavedYet: 'Save the AI settings with an address, a model and an API key before sending a test.',
  unknownPackage: 'One of these packages does not exist any more. Reload the page and try again.',
} as const;
