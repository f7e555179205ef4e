// The platform permissions matrix (docs/product/platform-staff.md): built-in roles shown fixed, a custom role ticked
// and saved by someone whose role grants roles.edit, and read-only for someone whose role does not.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import {
  ALL_PLATFORM_PERMISSIONS,
  SUPPORT_PERMISSIONS,
  SUPPORT_ROLE_ID,
  type PlatformRole,
} from '@/shared/contracts/platform-staff';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { PlatformPermissionsPage } from './platform-permissions-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const support: PlatformRole = {
  id: SUPPORT_ROLE_ID,
  name: 'Support',
  description: null,
  built_in: true,
  permissions: SUPPORT_PERMISSIONS,
  staff_count: 0,
};
const editor: PlatformRole = {
  id: '6f1c2a4e-0000-4000-8000-000000000010',
  name: 'Content editor',
  description: null,
  built_in: false,
  permissions: ['content.view'],
  staff_count: 1,
};
let mine: string[];

beforeEach(() => {
  mine = [...ALL_PLATFORM_PERMISSIONS];
  fake = fakeApi((call) => {
    if (call.url === '/api/admin/me/permissions') return { permissions: mine };
    if (call.method === 'patch')
      return { data: { ...editor, permissions: ['content.view', 'content.edit'] } };
    return { data: [support, editor] };
  });
});

const open = (roleId: string) =>
  renderFeature(<PlatformPermissionsPage />, {
    path: '/admin/roles/permissions',
    at: `/admin/roles/permissions?role=${roleId}`,
  });

describe('PlatformPermissionsPage', () => {
  it('shows a built-in role as it is, with every box fixed', async () => {
    open(SUPPORT_ROLE_ID);
    expect(await screen.findByText(/Built-in roles cannot be changed/)).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'View Farmers' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  });

  it('saves the boxes ticked for a custom role', async () => {
    open(editor.id);
    const edit = await screen.findByRole('checkbox', { name: 'Edit Content' });
    await waitFor(() => expect(edit).toBeEnabled());
    await userEvent.click(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'patch')).toMatchObject({
        url: `/api/admin/roles/${editor.id}`,
        data: { permissions: ['content.view', 'content.edit'] },
      }),
    );
  });

  it('keeps a custom role read-only without roles.edit', async () => {
    mine = ['roles.view'];
    open(editor.id);
    const box = await screen.findByRole('checkbox', { name: 'View Content' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.queryByText(/Built-in roles cannot be changed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  });
});
