import { useState, type FormEvent } from 'react';
import { CONTACT_EMAIL, CONTACT_TOPICS, contactMailto } from '../data/contact';
import { marketingPagesText, type MarketingPagesTextKey } from '../pages/i18n';

// The chosen option's value is its key in the catalogue.
const topicKey = (value: FormDataEntryValue | null): MarketingPagesTextKey =>
  CONTACT_TOPICS.find((topic) => topic === value) ?? CONTACT_TOPICS[0]!;

/**
 * Composes the message as a mailto: link and hands it to the visitor's mail app. We have no inbox API,
 * so we never claim a message was sent (docs/decisions/002).
 */
export function ContactForm({ to = CONTACT_EMAIL }: { to?: string }) {
  const [href, setHref] = useState<string | null>(null);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const link = contactMailto(
      {
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        // The subject names the topic as the visitor read it, in their language.
        topic: marketingPagesText.t(topicKey(data.get('topic'))),
        message: String(data.get('message') ?? ''),
      },
      to,
    );
    setHref(link);
    window.location.href = link;
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-describedby="contact-how">
      <p id="contact-how" className="text-sm text-base-content/70">
        {marketingPagesText.t('sendingOpensYourOwnE')}{' '}
        <a className="link link-primary" href={`mailto:${to}`}>
          {to}
        </a>
        .
      </p>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingPagesText.t('yourName')}</span>
        <input name="name" required autoComplete="name" className="input w-full" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingPagesText.t('yourEMail')}</span>
        <input name="email" type="email" required autoComplete="email" className="input w-full" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingPagesText.t('topic')}</span>
        <select name="topic" className="select w-full" defaultValue={CONTACT_TOPICS[0]}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {marketingPagesText.t(topic)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingPagesText.t('message')}</span>
        <textarea name="message" required rows={6} className="textarea w-full" />
      </label>
      <button type="submit" className="btn btn-primary">
        {marketingPagesText.t('openInMyEMail')}
      </button>
      {href && (
        <p role="status" className="alert alert-info alert-soft text-sm">
          <span>
            {marketingPagesText.t('yourEMailAppShould')}{' '}
            <a className="link" href={href}>
              {marketingPagesText.t('tryThisLink')}
            </a>{' '}
            {marketingPagesText.t('orWriteTo')} {to} {marketingPagesText.t('directly')}
          </span>
        </p>
      )}
    </form>
  );
}
