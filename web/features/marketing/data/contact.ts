// Contact settings. The form only composes a mailto: link, so nothing is "sent" by us (docs/decisions/002).
// Set VITE_CONTACT_EMAIL at build time to the address that should receive messages.
import type { MarketingPagesTextKey } from '../pages/i18n';

const configured: unknown = import.meta.env.VITE_CONTACT_EMAIL;

export const CONTACT_EMAIL =
  typeof configured === 'string' && configured.includes('@') ? configured : 'support@shamba.local';

// Topics and hints are keys of the marketing pages' catalogue (pages/i18n/en.json).
export const CONTACT_TOPICS: readonly MarketingPagesTextKey[] = [
  'topicQuestion',
  'topicAccount',
  'topicEarlyAccess',
  'topicOrganisation',
  'topicPrivacy',
  'topicProblem',
];

export const WHAT_TO_INCLUDE: readonly MarketingPagesTextKey[] = [
  'include1',
  'include2',
  'include3',
  'include4',
];

export type ContactMessage = { name: string; email: string; topic: string; message: string };

/** Builds the mailto: link the contact form opens in the visitor's own mail app. */
export function contactMailto(msg: ContactMessage, to: string = CONTACT_EMAIL): string {
  const subject = `[Shamba] ${msg.topic}`;
  const body = `${msg.message.trim()}\n\n— ${msg.name.trim()} <${msg.email.trim()}>`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
