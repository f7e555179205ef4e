// Contact settings. The form only composes a mailto: link, so nothing is "sent" by us (docs/decisions/002).
// Set VITE_CONTACT_EMAIL at build time to the address that should receive messages.
const configured: unknown = import.meta.env.VITE_CONTACT_EMAIL;

export const CONTACT_EMAIL = typeof configured === 'string' && configured.includes('@') ? configured : 'support@shamba.local';

export const CONTACT_TOPICS = [
  'Question about Shamba',
  'Help with my account',
  'Early access for my farm',
  'Organisation or co-operative',
  'Privacy or data request',
  'Report a problem',
] as const;

export const WHAT_TO_INCLUDE = [
  'The e-mail address or phone number on your account (never your password).',
  'Your farm name and county or region, if the question is about a farm.',
  'What you were trying to do, what happened, and the page address.',
  'For a problem: the error code shown on the error page, your browser and device.',
] as const;

export type ContactMessage = { name: string; email: string; topic: string; message: string };

/** Builds the mailto: link the contact form opens in the visitor's own mail app. */
export function contactMailto(msg: ContactMessage, to: string = CONTACT_EMAIL): string {
  const subject = `[Shamba] ${msg.topic}`;
  const body = `${msg.message.trim()}\n\n— ${msg.name.trim()} <${msg.email.trim()}>`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
