// Settings → Embed keys: create with per-field messages before any request, the snippet per widget for each key,
// and revoke after confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { EmbedKey } from '@/shared/contracts/embed';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { EmbedKeysPage } from './embed-keys-page';
import { makeFarm, makeFarmWithCustomRole } from '@/shared/api/testing/farms';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

let farm = makeFarm();
const key: EmbedKey = {
  id: 'key-1',
  name: 'Co-op website',
  farm_id: 'farm-1',
  farm_name: 'Kilima Farm',
  publishable_key: 'pk_abc123',
  allowed_origins: ['https://coop.example.org'],
  scopes: ['inventory:read'],
  created_at: '2026-03-01T08:00:00.000Z',
  revoked_at: null,
  last_used_at: null,
};

function server(keys: EmbedKey[]) {
  return fakeApi((call) => {
    if (call.url === '/api/farms') return { data: [farm] };
    if (call.method === 'get' && call.url === '/api/embed-keys') return { data: keys };
    if (call.method === 'post') return { success: true, message: 'created', data: { ...key, id: 'key-2' } };
    if (call.method === 'delete')
      return { success: true, message: 'revoked', data: { ...key, revoked_at: '2026-03-02T08:00:00.000Z' } };
    return new Error(`unexpected ${call.method} ${call.url}`);
  });
}

describe('EmbedKeysPage', () => {
  it('shows each key with the snippet for the widgets its scopes allow', async () => {
    fake = server([key]);
    renderFeature(<EmbedKeysPage />);
    const card = await screen.findByRole('listitem', { name: 'Embed key Co-op website' });
    expect(within(card).getByText('https://coop.example.org')).toBeInTheDocument();
    const snippet = within(card).getByLabelText('Snippet for Co-op website');
    expect(snippet).toHaveTextContent('/widgets/v1.4.0/shamba-widgets.js');
    expect(snippet).toHaveTextContent(
      '<farm-inventory publishable-key="pk_abc123" style="display:block;height:420px">',
    );
    // An inventory-only key offers no notification widgets.
    const options = within(card)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['<farm-inventory>', '<farm-storage-usage>']);
  });

  it('shows per-field messages for a bad origin and sends nothing', async () => {
    fake = server([]);
    renderFeature(<EmbedKeysPage />);
    await screen.findByRole('option', { name: 'Kilima Farm' });
    await userEvent.type(screen.getByLabelText('Key name'), 'Co-op');
    await userEvent.type(screen.getByRole('textbox', { name: /Allowed origins/ }), 'coop.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/coop\.example\.org is not an origin/)).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post')).toEqual([]);
  });

  it('creates a key with the chosen farm, origins and scopes', async () => {
    fake = server([]);
    renderFeature(<EmbedKeysPage />);
    await screen.findByRole('option', { name: 'Kilima Farm' });
    await userEvent.type(screen.getByLabelText('Key name'), 'Co-op');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Allowed origins/ }),
      'https://coop.example.org',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Change inventory/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'post')?.data).toEqual({
      name: 'Co-op',
      farm_id: 'farm-1',
      allowed_origins: ['https://coop.example.org'],
      scopes: ['notifications:read', 'inventory:read', 'inventory:write'],
    });
  });

  it('revokes a key after confirmation', async () => {
    fake = server([key]);
    renderFeature(<EmbedKeysPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke “Co-op website”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'delete' && c.url === '/api/embed-keys/key-1')).toBe(true),
    );
  });

  describe('by role (docs/decisions/035)', () => {
    afterEach(() => {
      farm = makeFarm();
    });

    it('shows a viewer their keys without the create form or Revoke', async () => {
      farm = makeFarm({ role: 'viewer' });
      fake = server([key]);
      renderFeature(<EmbedKeysPage />, { permissions: BUILT_IN_ROLE_PERMISSIONS.viewer });
      expect(
        await screen.findByText(/Your role on your farms does not allow creating embed keys/),
      ).toBeInTheDocument();
      expect(screen.getByRole('listitem', { name: 'Embed key Co-op website' })).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Create embed key' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    });

    it('offers only the scopes the role grants on the chosen farm', async () => {
      farm = makeFarmWithCustomRole('Web editor', ['settings.view', 'settings.create', 'inventory.view']);
      fake = server([]);
      renderFeature(<EmbedKeysPage />);
      await screen.findByRole('option', { name: 'Kilima Farm' });
      expect(screen.getByRole('checkbox', { name: /Read inventory/ })).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /Change inventory/ })).not.toBeInTheDocument();
    });
  });
});
