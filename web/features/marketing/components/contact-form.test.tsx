import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('composes a mailto: link and never claims the message was sent', async () => {
    // jsdom cannot follow the mailto: link and prints "Not implemented: navigation"; that is expected.
    render(<ContactForm to="team@example.org" />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Amina');
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'amina@example.org');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Report a problem');
    await userEvent.type(screen.getByLabelText('Message'), 'The stock page shows JS Error.');
    await userEvent.click(screen.getByRole('button', { name: 'Open in my e-mail app' }));

    const status = screen.getByRole('status');
    const href = within(status).getByRole('link', { name: 'try this link' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:team@example.org?')).toBe(true);
    expect(decodeURIComponent(href)).toContain('[Shamba] Report a problem');
    expect(status.textContent).not.toMatch(/sent/i);
  });
});
