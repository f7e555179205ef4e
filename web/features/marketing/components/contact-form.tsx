import { useState, type FormEvent } from 'react';
import { CONTACT_EMAIL, CONTACT_TOPICS, contactMailto } from '../data/contact';

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
        Sending opens your own e-mail app with the message filled in, addressed to{' '}
        <a className="link link-primary" href={`mailto:${to}`}>
          {to}
        </a>
        .
      </p>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Your name</span>
        <input name="name" required autoComplete="name" className="input w-full" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Your e-mail</span>
        <input name="email" type="email" required autoComplete="email" className="input w-full" />
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Topic</span>
        <select name="topic" className="select w-full" defaultValue={CONTACT_TOPICS[0]}>
          {CONTACT_TOPICS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Message</span>
        <textarea name="message" required rows={6} className="textarea w-full" />
      </label>
      <button type="submit" className="btn btn-primary">
        Open in my e-mail app
      </button>
      {href && (
        <p role="status" className="alert alert-info alert-soft text-sm">
          <span>
            Your e-mail app should now show the message; press send there. If nothing opened,{' '}
            <a className="link" href={href}>
              try this link
            </a>{' '}
            or write to {to} directly.
          </span>
        </p>
      )}
    </form>
  );
}
