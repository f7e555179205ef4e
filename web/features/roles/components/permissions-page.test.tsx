// The permissions page (docs/product/roles-and-permissions.md): the matrix of modules × actions for the chosen role,
// one labelled checkbox per cell; read-only for the built-in roles and for people who may not manage roles, Save
// and Discard for a custom role.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { ALL_FARM_PERMISSIONS, BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeBuiltInRoles, makeCustomRole } from '../testing/fixtures';
import { PermissionsPage } from './permissions-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const storeKeeper = makeCustomRole();

beforeEach(() => {
  fake = fakeApi((call) =>
    call.method === 'patch'
      ? { data: { ...storeKeeper, permissions: (call.data as { permissions: string[] }).permissions } }
      : { data: [...makeBuiltInRoles(), storeKeeper] },
  );
});

const open = (at = '/', permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<PermissionsPage farmId="farm-1" farmName="Kilima Farm" />, { at, permissions });
const cell = (name: string) => screen.getByRole('checkbox', { name });

describe('PermissionsPage', () => {
  it('shows a built-in role read-only: every cell labelled, ticked as the role grants', async () => {
    open();
    const matrix = await screen.findByRole('table', { name: 'Permissions of Owner' });
    const boxes = within(matrix).getAllByRole('checkbox');
    expect(boxes).toHaveLength(ALL_FARM_PERMISSIONS.length);
    expect(
      boxes.every((box) => (box as HTMLInputElement).checked && (box as HTMLInputElement).disabled),
    ).toBe(true);
    expect(cell('Farm details: Delete')).toHaveAccessibleDescription(
      "A built-in role's permissions are fixed. To grant something else, create a role of your own.",
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await screen.findByRole('table', { name: 'Permissions of Viewer' });
    expect(cell('Inventory: View')).toBeChecked();
    expect(cell('Inventory: Edit')).not.toBeChecked();
    expect(cell('Staff: View')).not.toBeChecked();
  });

  it('edits a custom role from the keyboard: ticking an action ticks View, and Save sends the set', async () => {
    open(`/?role=${storeKeeper.id}`);
    await screen.findByRole('table', { name: 'Permissions of Store keeper' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    cell('Finances: Edit').focus();
    await userEvent.keyboard(' ');
    expect(cell('Finances: Edit')).toBeChecked();
    expect(cell('Finances: View')).toBeChecked();
    await userEvent.tab();
    expect(cell('Finances: Delete')).toHaveFocus();

    await userEvent.click(save);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'patch')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'patch')).toMatchObject({
      url: `/api/farms/farm-1/roles/${storeKeeper.id}`,
      data: {
        permissions: [
          'farms.view',
          'inventory.view',
          'inventory.create',
          'inventory.edit',
          'finances.view',
          'finances.edit',
        ],
      },
    });
  });

  it('clears a module with its View box, and Discard brings the saved set back', async () => {
    open(`/?role=${storeKeeper.id}`);
    await screen.findByRole('table', { name: 'Permissions of Store keeper' });
    await userEvent.click(cell('Inventory: View'));
    expect(cell('Inventory: Edit')).not.toBeChecked();
    expect(cell('Inventory: Create')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(cell('Inventory: Edit')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps seeing the farm ticked and fixed for a custom role', async () => {
    open(`/?role=${storeKeeper.id}`);
    await screen.findByRole('table', { name: 'Permissions of Store keeper' });
    expect(cell('Farm details: View')).toBeChecked();
    expect(cell('Farm details: View')).toBeDisabled();
    expect(cell('Farm details: View')).toHaveAccessibleDescription(
      'Everyone on the farm sees its details, whatever their role.',
    );
    expect(cell('Farm details: Edit')).toBeEnabled();
  });

  it('shows a custom role read-only to someone who may only see staff', async () => {
    open(`/?role=${storeKeeper.id}`, ['farms.view', 'staff.view']);
    await screen.findByRole('table', { name: 'Permissions of Store keeper' });
    expect(cell('Inventory: Edit')).toBeDisabled();
    expect(
      screen.getByText('Your role on this farm lets you see the roles but not change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("lets a manager clear any box but tick only what the manager's own role has", async () => {
    open(`/?role=${storeKeeper.id}`, BUILT_IN_ROLE_PERMISSIONS.manager);
    await screen.findByRole('table', { name: 'Permissions of Store keeper' });
    expect(cell('Farm details: Delete')).toBeDisabled();
    expect(cell('Farm details: Delete')).toHaveAccessibleDescription(
      'Your own role does not have this permission, so you cannot give it.',
    );
    expect(cell('Farm details: Edit')).toBeEnabled();
    expect(cell('Inventory: Edit')).toBeEnabled();
  });
});
