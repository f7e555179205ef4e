import { describe, expect, it } from 'vitest';
import { contactMailto } from './contact';

describe('contactMailto', () => {
  it('addresses the configured inbox with an encoded subject and body', () => {
    const href = contactMailto(
      { name: ' Amina Otieno ', email: 'amina@example.org', topic: 'Early access for my farm', message: 'Habari & hello\n' },
      'team@example.org',
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('team@example.org');
    expect(url.searchParams.get('subject')).toBe('[Shamba] Early access for my farm');
    expect(url.searchParams.get('body')).toBe('Habari & hello\n\n— Amina Otieno <amina@example.org>');
  });
});
