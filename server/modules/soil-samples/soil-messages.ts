// The soil samples area's answers, in English as the client receives them; the web app shows each in the
// reader's language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both.
export const SOIL_MESSAGES = {
  notFound: 'We could not find that soil sample.',
  noReport: 'This soil sample has no report file yet.',
  added: 'Soil sample added.',
  updated: 'Soil sample updated.',
  deleted: 'Soil sample deleted.',
  reportSaved: 'Report saved.',
  futureDate: 'The sampling date cannot be in the future.',
  fieldArchived: 'This field is archived, so it takes no new soil samples.',
  fromAfterTo: 'The from date must be on or before the to date.',
  chooseField: 'Choose one of the farm’s fields.',
  reportTooLarge: 'The report is larger than 5 MB: send a smaller file (a PDF or a photo of the report).',
  reportType: 'Send the report as a PDF, PNG or JPEG file.',
  reportEmpty: 'The report file is empty.',
} as const;
