// The roles page (docs/product/roles-and-permissions.md): the built-in roles read-only with what they grant, the
// farm's own roles with their members, and for people who may manage roles (staff.edit) create, rename and delete,
// where a role still held is refused with the server's 409 in plain words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import type { FarmRole } from '@/shared/contracts/farm-roles';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeBuiltInRoles, makeCustomRole } from '../testing/fixtures';
import { RolesPage } from './roles-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const storeKeeper = makeCustomRole({ member_count: 2 });
let roles: FarmRole[];
let answer: (call: RecordedCall) => unknown;

beforeEach(() => {
  roles = [...makeBuiltInRoles({ owner: 1, worker: 3 }), storeKeeper];
  answer = () => ({ data: roles });
  fake = fakeApi((call) => answer(call));
});

const open = (permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<RolesPage farmId="farm-1" farmName="Kilima Farm" />, { permissions });

describe('RolesPage', () => {
  it('lists the built-in roles with what they grant and the farm roles with their members', async () => {
    open();
    const worker = await screen.findByRole('listitem', { name: 'Worker' });
    expect(within(worker).getByText('Built-in')).toBeInTheDocument();
    expect(within(worker).getByText('3 people')).toBeInTheDocument();
    expect(within(worker).getByText('Inventory').nextElementSibling).toHaveTextContent('View, Create, Edit');
    expect(within(worker).queryByText('Finances')).not.toBeInTheDocument();
    expect(within(worker).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Owner' })).getByText('1 person')).toBeInTheDocument();

    const custom = screen.getByRole('listitem', { name: 'Store keeper' });
    expect(within(custom).getByText('Custom')).toBeInTheDocument();
    expect(within(custom).getByText('Receives and issues stock')).toBeInTheDocument();
    expect(within(custom).getByText('2 people')).toBeInTheDocument();
    expect(within(custom).getByRole('button', { name: 'Rename Store keeper' })).toBeInTheDocument();
    expect(within(custom).getByRole('link', { name: 'Permissions of Store keeper' })).toHaveAttribute(
      'href',
      `/farmer/staff/permissions?role=${storeKeeper.id}`,
    );
    expect(fake.calls[0]).toMatchObject({ method: 'get', url: '/api/farms/farm-1/roles' });
  });

  it('shows someone who may only see staff the roles without create, rename or delete', async () => {
    open(['farms.view', 'staff.view']);
    const custom = await screen.findByRole('listitem', { name: 'Store keeper' });
    expect(within(custom).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New role' })).not.toBeInTheDocument();
  });

  it("creates a role from a built-in role's permissions", async () => {
    answer = (call) =>
      call.method === 'post' ? { data: makeCustomRole({ id: 'r-9', name: 'Bookkeeper' }) } : { data: roles };
    open();
    const form = await screen.findByRole('form', { name: 'New role' });
    await userEvent.type(within(form).getByLabelText('Role name'), 'Bookkeeper');
    await userEvent.selectOptions(within(form).getByLabelText('Start from'), 'viewer');
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({
      url: '/api/farms/farm-1/roles',
      data: { name: 'Bookkeeper', permissions: BUILT_IN_ROLE_PERMISSIONS.viewer },
    });
    expect(await within(form).findByRole('link', { name: 'Set its permissions' })).toHaveAttribute(
      'href',
      '/farmer/staff/permissions?role=r-9',
    );
  });

  it("puts the server's word on a name under the field", async () => {
    answer = (call) =>
      call.method === 'post'
        ? new ApiRequestError('The given data was invalid.', {
            status: 422,
            fieldErrors: { name: ['This farm already has a role named Store keeper.'] },
          })
        : { data: roles };
    open();
    const form = await screen.findByRole('form', { name: 'New role' });
    await userEvent.type(within(form).getByLabelText('Role name'), 'Store keeper');
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    expect(
      await within(form).findByText('This farm already has a role named Store keeper.'),
    ).toBeInTheDocument();
  });

  it('refuses a built-in name before asking the server', async () => {
    open();
    const form = await screen.findByRole('form', { name: 'New role' });
    await userEvent.type(within(form).getByLabelText('Role name'), 'Manager');
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    expect(await within(form).findByText(/are built-in roles: choose another name/)).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post')).toEqual([]);
  });

  it('renames a role', async () => {
    answer = (call) =>
      call.method === 'patch' ? { data: { ...storeKeeper, name: 'Stores' } } : { data: roles };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Store keeper' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Store keeper' });
    await userEvent.clear(within(dialog).getByLabelText('Role name'));
    await userEvent.type(within(dialog).getByLabelText('Role name'), 'Stores');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.find((c) => c.method === 'patch')).toMatchObject({
      url: `/api/farms/farm-1/roles/${storeKeeper.id}`,
      data: { name: 'Stores', description: 'Receives and issues stock' },
    });
  });

  it("shows the server's 409 plainly when people still hold the role", async () => {
    const held = '2 people hold this role. Move them to another role first.';
    answer = (call) =>
      call.method === 'delete'
        ? new ApiRequestError(held, { status: 409, code: 'role_in_use' })
        : { data: roles };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Store keeper' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Store keeper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(held);
    expect(within(dialog).getByRole('link', { name: 'Go to Staff' })).toHaveAttribute(
      'href',
      '/farmer/staff',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says to revoke the invitations when pending ones offer the role', async () => {
    const offered = '1 pending invitation offers this role. Revoke it first.';
    answer = (call) =>
      call.method === 'delete'
        ? new ApiRequestError(offered, { status: 409, code: 'role_offered' })
        : { data: roles };
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Store keeper' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Store keeper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(offered);
    expect(within(dialog).getByText(/Revoke the pending invitations that offer it/)).toBeInTheDocument();
  });

  it("starts a new role only from what the creator's own role covers", async () => {
    open(BUILT_IN_ROLE_PERMISSIONS.manager);
    const form = await screen.findByRole('form', { name: 'New role' });
    const options = within(within(form).getByLabelText('Start from')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Manager',
      'Worker',
      'Viewer',
      'Nothing yet: only seeing the farm',
    ]);
  });

  it('starts from nothing when no built-in role fits the creator', async () => {
    answer = (call) =>
      call.method === 'post' ? { data: makeCustomRole({ id: 'r-2', name: 'Helper' }) } : { data: roles };
    open(['farms.view', 'staff.view', 'staff.create']);
    const form = await screen.findByRole('form', { name: 'New role' });
    expect(within(form).getByLabelText('Start from')).toHaveValue('nothing');
    await userEvent.type(within(form).getByLabelText('Role name'), 'Helper');
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'post')?.data).toMatchObject({ permissions: ['farms.view'] });
  });
});
