// The contributors module's answers, in English as the client receives them; the web app shows each in the
// reader's language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
export const CONTRIBUTOR_MESSAGES = {
  created: 'Contributor added',
  saved: 'Contributor saved',
  deleted: 'Contributor deleted',
  archived: 'The contributor has contributions, so they were archived: their money stays in the books.',
  notFound: 'We could not find that contributor.',
  nameTaken: 'There is already a contributor with that name. Choose another name.',
  archivedNoMoney: 'This contributor is archived: restore them before recording money.',
  contributionCreated: 'Contribution recorded',
  withdrawalCreated: 'Withdrawal recorded',
  contributionSaved: 'Contribution saved',
  contributionDeleted: 'Contribution deleted',
  contributionNotFound: 'We could not find that contribution.',
  dateInFuture: 'The date cannot be in the future.',
  methodNotOffered:
    'This farm does not take that payment method. Choose another, or offer it in Settings → Financial.',
  overdrawn: (balance: string) => `The withdrawal is more than this contributor’s balance of ${balance}.`,
  leavesNegative: (balance: string) =>
    `This change would leave the contributor’s balance below zero (their balance is ${balance}).`,
} as const;
