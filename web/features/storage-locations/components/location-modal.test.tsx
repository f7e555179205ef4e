// docs/product/storage-locations.md storage location form in the docs/product/storage-locations.md modal: required-field messages, the docs/product/storage-locations.md defaults, the
// docs/product/storage-locations.md payload (location_type, conditions as text), the docs/product/storage-locations.md toasts and server field errors.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { makeLocation } from '../location-fixture.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { LocationModal } from './location-modal';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));
const saved = (message: string) => () => ({ status: 'success', message, data: makeLocation() });

beforeEach(() => {
  fake = fakeApi(saved('Storage location added'));
});

const open = (props: Partial<Parameters<typeof LocationModal>[0]> = {}) => {
  const onClose = vi.fn();
  renderFeature(<LocationModal farmId="f1" onClose={onClose} {...props} />);
  return { onClose };
};
const posts = () => fake.calls.filter((c: RecordedCall) => c.method !== 'get');

describe('LocationModal in add mode', () => {
  it('starts from the docs/product/storage-locations.md defaults', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Add storage location' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('Warehouse');
    expect(screen.getByLabelText('Capacity unit')).toHaveValue('sq ft');
    expect(screen.getByLabelText('Security')).toHaveValue('standard');
    expect(screen.getByLabelText('Temperature controlled')).not.toBeChecked();
    expect(screen.getByLabelText('Space in use (sq ft)')).toBeInTheDocument();
  });

  it('lists the docs/product/storage-locations.md types and units', () => {
    open();
    const values = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.value);
    expect(values('Type')).toEqual(['Warehouse', 'Cold Storage', 'Shed', 'Secure Storage', 'Other']);
    expect(values('Capacity unit')).toEqual(['sq ft', 'sq m', 'tons', 'kg', 'liters']);
  });

  it('requires the name, location description and capacity, and refuses a negative capacity', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Enter the location name.')).toBeInTheDocument();
    expect(screen.getByText('Describe where the location is.')).toBeInTheDocument();
    expect(screen.getByText('Enter the capacity.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Capacity'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('The capacity cannot be negative.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('posts location_type and the conditions as text, toasts and closes', async () => {
    const { onClose } = open();
    await userEvent.type(screen.getByLabelText('Name'), 'Cold room');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Cold Storage');
    await userEvent.type(screen.getByLabelText('Location description'), 'North barn');
    await userEvent.type(screen.getByLabelText('Capacity'), '250');
    await userEvent.selectOptions(screen.getByLabelText('Capacity unit'), 'liters');
    await userEvent.click(screen.getByLabelText('Temperature controlled'));
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Storage location added')).toBeInTheDocument();
    const [call] = posts();
    expect(call).toMatchObject({ method: 'post', url: '/api/inventory/storage-locations' });
    const body = call!.data as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Cold room',
      location_type: 'Cold Storage',
      farm_id: 'f1',
      capacity: 250,
      capacity_unit: 'liters',
      address: 'North barn',
      security_level: 'standard',
    });
    expect(body).not.toHaveProperty('type');
    expect(body.current_utilization).toBeUndefined();
    expect(JSON.parse(body.conditions as string)).toEqual({
      temperature_controlled: true,
      humidity_controlled: false,
    });
  });

  it('shows server field errors under the fields and the docs/product/storage-locations.md failure toast, and stays open', async () => {
    fake = fakeApi(
      () =>
        new ApiRequestError('Check the form.', {
          status: 422,
          fieldErrors: { name: ['That name is taken.'] },
        }),
    );
    const { onClose } = open();
    await userEvent.type(screen.getByLabelText('Name'), 'Main store');
    await userEvent.type(screen.getByLabelText('Location description'), 'Gate');
    await userEvent.type(screen.getByLabelText('Capacity'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to add or update location')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "Please try again or contact support." without a server message', async () => {
    fake = fakeApi(() => new ApiRequestError(''));
    open();
    await userEvent.type(screen.getByLabelText('Name'), 'Main store');
    await userEvent.type(screen.getByLabelText('Location description'), 'Gate');
    await userEvent.type(screen.getByLabelText('Capacity'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Please try again or contact support.')).toBeInTheDocument();
  });
});

describe('LocationModal in edit mode', () => {
  it('fills the form and puts to the location', async () => {
    fake = fakeApi(saved('Storage location updated'));
    const location = makeLocation({
      name: 'Dry store',
      type: 'Shed',
      capacity: '5.00',
      capacity_unit: 'tons',
      storage_conditions: { temperature_controlled: false, humidity_controlled: true },
    });
    open({ location });
    expect(screen.getByRole('dialog', { name: 'Edit Dry store' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Dry store');
    expect(screen.getByLabelText('Type')).toHaveValue('Shed');
    expect(screen.getByLabelText('Humidity controlled')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Storage location updated')).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({ method: 'put', url: '/api/inventory/storage-locations/l1' });
    expect(JSON.parse((posts()[0]!.data as { conditions: string }).conditions)).toEqual({
      temperature_controlled: false,
      humidity_controlled: true,
    });
  });
});
