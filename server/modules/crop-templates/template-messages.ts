// The crop templates' answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
export const TEMPLATE_MESSAGES = {
  notFound: 'We could not find that crop template.',
  cropNotFound: 'We could not find that crop.',
  nameTaken: 'A crop template with this name already exists: choose another name.',
  platformNotDeletable:
    'Platform templates are kept by the platform: only a farm’s own templates can be deleted here.',
  cropHasNoPlan: 'This crop has no stages or tasks yet: add some before saving it as a template.',
} as const;
