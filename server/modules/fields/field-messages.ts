// The fields area's answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
export const FIELD_MESSAGES = {
  notFound: 'We could not find that field.',
  nameTaken: (name: string) => `A field named ${name} already exists on this farm.`,
  added: 'Field added.',
  updated: 'Field updated.',
  deleted: 'Field deleted.',
  archived:
    'This field has crops or soil samples, so it was archived instead of deleted. Its history stays readable.',
} as const;
