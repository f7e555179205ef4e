import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeItem, pageOf } from '@/shared/api/inventory.test-helper';
import { renderWithProviders } from '@/web/testing/render';
import { createFakeApi } from '../testing/fake-api';
import { AllItemsScreen } from './all-items-screen';

const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

describe('AllItemsScreen', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('counts the items matching the filters against every item of the farms (decision 014)', async () => {
    fake.current = createFakeApi();
    fake.current.on('get', /^\/api\/inventory\/storage-locations$/, () => ({ data: [] }));
    fake.current.on('get', /^\/api\/inventory\/items$/, (call) =>
      call.params?.status === 'low'
        ? pageOf([makeItem({ status: 'low' })], { total: 2, unfiltered_total: 8 })
        : pageOf([makeItem(), makeItem()], { total: 8 }),
    );
    renderWithProviders(<AllItemsScreen />);
    expect(await screen.findByText('Showing 8 of 8 items')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'low');
    expect(await screen.findByText('Showing 2 of 8 items')).toBeInTheDocument();
  });
});
