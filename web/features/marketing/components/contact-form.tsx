import { useState, type FormEvent } from 'react';
import { CONTACT_EMAIL, CONTACT_TOPICS, contactMailto } from '../data/contact';
import { marketingText } from '@/web/features/marketing/i18n';

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
        topic: String(data.get('topic') ?? CONTACT_TOPICS[0]),
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
        {marketingText.t('sendingOpensYourOwnE')}{' '}
        <a className="link link-primary" href={`mailto:${to}`}>
          {to}
        </a>
        .
      </p>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingText.t('yourName')}</span>
        <input name="name" required autoComplete="name" className="input w-full" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingText.t('yourEMail')}</span>
        <input name="email" type="email" required autoComplete="email" className="input w-full" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingText.t('topic')}</span>
        <select name="topic" className="select w-full" defaultValue={CONTACT_TOPICS[0]}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">{marketingText.t('message')}</span>
        <textarea name="message" required rows={6} className="textarea w-full" />
      </label>
      <button type="submit" className="btn btn-primary">
        {marketingText.t('openInMyEMail')}
      </button>
      {href && (
        <p role="status" className="alert alert-info alert-soft text-sm">
          <span>
            {marketingText.t('yourEMailAppShould')}{' '}
            <a className="link" href={href}>
              {marketingText.t('tryThisLink')}
            </a>{' '}
            {marketingText.t('orWriteTo')} {to} {marketingText.t('directly')}
          </span>
        </p>
      )}
    </form>
  );
}
