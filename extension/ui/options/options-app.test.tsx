import { fakeBrowser } from '../../testing/fake-browser';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_SERVER_ADDRESS } from '../../server-address';
import { DEFAULT_SERVER_URL, serverUrlItem } from '../../storage-items';
import { OptionsApp, PERMISSION_REFUSED } from './options-app';

beforeEach(() => fakeBrowser.reset());

function answerPermission(granted: boolean) {
  const request = vi.fn(async (_: { origins?: string[] }) => granted);
  Object.assign(fakeBrowser, { permissions: { ...fakeBrowser.permissions, request } });
  return request;
}

async function save(address: string) {
  render(<OptionsApp />);
  const field = await screen.findByLabelText('Server address');
  await vi.waitFor(() => expect(field).toHaveValue(DEFAULT_SERVER_URL));
  await userEvent.clear(field);
  await userEvent.type(field, address);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the options page (docs/decisions/010)', () => {
  it('starts at http://localhost:8000', async () => {
    render(<OptionsApp />);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Server address')).toHaveValue('http://localhost:8000'),
    );
  });

  it('saves another server once its host permission is granted, asking for that host only', async () => {
    const request = answerPermission(true);
    await save('https://farm.example/app');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Sign in to this server');
    expect(request).toHaveBeenCalledWith({ origins: ['https://farm.example/*'] });
    expect(await serverUrlItem.getValue()).toBe('https://farm.example');
  });

  it('keeps the old server when the permission is refused', async () => {
    answerPermission(false);
    await save('https://farm.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(PERMISSION_REFUSED);
    expect(await serverUrlItem.getValue()).toBe(DEFAULT_SERVER_URL);
  });

  it('refuses what is not an address', async () => {
    const request = answerPermission(true);
    await save('ftp://farm');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_SERVER_ADDRESS);
    expect(request).not.toHaveBeenCalled();
  });
});
