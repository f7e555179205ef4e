// /farm-setup: KES by default, the farm name is required, and a saved farm opens at once as the current farm.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { CURRENT_FARM_KEY } from '../current-farm-atom';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmSetupPage } from './farm-setup-page';
import { makeFarm } from '@/shared/api/testing/farms';

const created = makeFarm({ id: 'farm-9' });

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

beforeEach(() => {
  fake = fakeApi((call: RecordedCall) => (call.method === 'get' ? { data: [] } : { data: created }));
});

describe('FarmSetupPage', () => {
  it('defaults the currency to KES, the unit to acres and the enterprise to crops', async () => {
    renderFeature(<FarmSetupPage />);
    expect(screen.getByLabelText('Currency')).toHaveValue('KES');
    expect(screen.getByLabelText('Size unit')).toHaveValue('acres');
    expect(screen.getByLabelText('Main enterprise')).toHaveValue('crops');
    expect(await screen.findByRole('heading', { name: 'Set up your first farm' })).toBeInTheDocument();
  });

  it('requires the farm name and sends nothing without it', async () => {
    renderFeature(<FarmSetupPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create farm' }));
    expect(await screen.findByText('Enter the farm name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Farm name')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('creates the farm in KES, makes it current and opens it', async () => {
    renderFeature(<FarmSetupPage />);
    await userEvent.type(screen.getByLabelText('Farm name'), 'Kilima Farm');
    await userEvent.type(screen.getByLabelText('Size'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create farm' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/farmer/farms/farm-9');
    const post = fake.calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('/api/farms');
    expect(post.data).toMatchObject({ name: 'Kilima Farm', size: 12.5, currency: 'KES', size_unit: 'acres' });
    await waitFor(() => expect(localStorage.getItem(CURRENT_FARM_KEY)).toBe('farm-9'));
  });

  it('shows a server field error under its field', async () => {
    const { ApiRequestError } = await import('@/shared/api/errors');
    fake = fakeApi((call) =>
      call.method === 'get'
        ? { data: [] }
        : new ApiRequestError('Check the form.', {
            status: 422,
            fieldErrors: { name: ['That name is taken.'] },
          }),
    );
    renderFeature(<FarmSetupPage />);
    await userEvent.type(screen.getByLabelText('Farm name'), 'Kilima');
    await userEvent.click(screen.getByRole('button', { name: 'Create farm' }));
    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form.');
  });
});
