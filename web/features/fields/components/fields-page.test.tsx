// The fields list: each field with its area, soil, irrigation and current crop; adding one through the dialog,
// with the server's 409 under the name; deleting after confirmation (archived when it has history); and no write
// buttons for a role that may only look.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeField, makeFieldHistory } from '../testing/fixtures';
import { FieldPage } from './field-page';
import { FieldsPage } from './fields-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const list = () => ({ data: [makeField()] });

describe('FieldsPage', () => {
  it('lists each field with its area, soil, irrigation and current crop', async () => {
    fake = fakeApi(list);
    renderFeature(<FieldsPage farmId="f1" farmName="Mlima Farm" />);
    const row = (await screen.findByRole('link', { name: 'North block' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'North block' })).toHaveAttribute(
      'href',
      '/farmer/farms/f1/fields/fld-1',
    );
    expect(within(row).getByText('2.5 Acres')).toBeInTheDocument();
    expect(within(row).getByText('Clay loam')).toBeInTheDocument();
    expect(within(row).getByText('Drip')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Maize/ })).toHaveAttribute('href', '/farmer/crops/crop-1');
  });

  it('adds a field; a name already taken shows under the name; a lone latitude is refused before sending', async () => {
    let taken = true;
    fake = fakeApi((call) => {
      if (call.method !== 'post') return list();
      if (taken) {
        taken = false;
        const message = 'A field named North block already exists on this farm.';
        return new ApiRequestError(message, { status: 409, fieldErrors: { name: [message] } });
      }
      return { success: true, message: 'Field added.', data: makeField({ id: 'fld-2', name: 'River plot' }) };
    });
    renderFeature(<FieldsPage farmId="f1" farmName="Mlima Farm" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = screen.getByRole('dialog', { name: 'Add field' });
    await userEvent.type(within(dialog).getByLabelText('Field name'), 'North block');
    await userEvent.type(within(dialog).getByLabelText('Area'), '1.5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Area unit'), 'hectares');
    await userEvent.type(within(dialog).getByLabelText('Latitude'), '-1.29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(
      await within(dialog).findByText('Enter both the latitude and the longitude, or neither.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Longitude'), '36.8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(
      await within(dialog).findByText('A field named North block already exists on this farm.'),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Field name'));
    await userEvent.type(within(dialog).getByLabelText('Field name'), 'River plot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Field River plot added')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post').at(-1)).toMatchObject({
      url: '/api/farms/f1/fields',
      data: { name: 'River plot', area: 1.5, area_unit: 'hectares', latitude: -1.29, longitude: 36.8 },
    });
  });

  it('deletes after confirmation and says when the field was archived instead', async () => {
    fake = fakeApi((call) =>
      call.method === 'delete' ? { success: true, message: 'archived', outcome: 'archived' } : list(),
    );
    renderFeature(<FieldsPage farmId="f1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete North block' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the field North block?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete field' }));
    expect(
      await screen.findByText('Field North block archived: it has crops or soil samples'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'delete')?.url).toBe('/api/farms/f1/fields/fld-1'),
    );
  });

  it('shows a role that may only look no Add, Edit or Delete', async () => {
    fake = fakeApi(list);
    renderFeature(<FieldsPage farmId="f1" />, { permissions: ['crops.view'] });
    expect(await screen.findByRole('link', { name: 'North block' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit North block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete North block' })).not.toBeInTheDocument();
  });
});

describe('FieldPage', () => {
  it('shows the details and the history with links to crops and tasks', async () => {
    fake = fakeApi((call) =>
      call.url.endsWith('/history')
        ? { data: makeFieldHistory() }
        : { data: makeField({ latitude: -1.29, longitude: 36.8, notes: 'By the river' }) },
    );
    renderFeature(<FieldPage farmId="f1" fieldId="fld-1" />);
    expect(await screen.findByRole('heading', { name: 'North block' })).toBeInTheDocument();
    expect(screen.getByText('By the river')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in a map/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-1.29'),
    );
    expect(await screen.findByRole('link', { name: 'Maize' })).toHaveAttribute(
      'href',
      '/farmer/crops/crop-1',
    );
    expect(screen.getByRole('link', { name: 'Weed the maize' })).toHaveAttribute(
      'href',
      '/farmer/tasks/task-1',
    );
    expect(screen.getByText('KALRO')).toBeInTheDocument();
  });
});
