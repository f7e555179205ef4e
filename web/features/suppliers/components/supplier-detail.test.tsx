// The supplier page: details, items supplied and receipts from the detail answer.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { SupplierDetail } from './supplier-detail';

const detail = {
  id: 's1',
  farm_id: 'f1',
  name: 'Rongai Agrovet',
  business_name: 'Rongai Agrovet',
  email: 'sales@rongai.co.ke',
  phone: null,
  address: 'Rongai town',
  item_count: 1,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  items: [
    {
      id: 'i1',
      name: 'DAP fertilizer',
      item_type: 'input',
      quantity: '50.00',
      unit: 'kg',
      location_id: 'l1',
    },
  ],
  receipts: [
    {
      id: 'm1',
      item_id: 'i1',
      item_name: 'DAP fertilizer',
      quantity_change: '50.00',
      unit: 'kg',
      note: 'Opening stock',
      created_at: '2025-03-01T09:00:00Z',
    },
  ],
};
const fake = fakeApi(() => ({ data: detail }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

describe('SupplierDetail', () => {
  it('shows the details, the items supplied and the receipts', async () => {
    renderFeature(<SupplierDetail supplierId="s1" />);
    expect(await screen.findByRole('heading', { name: 'Rongai Agrovet' })).toBeInTheDocument();
    expect(fake.calls[0]?.url).toBe('/api/suppliers/s1');
    expect(screen.getByText('sales@rongai.co.ke')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items supplied' });
    expect(within(items).getByText('DAP fertilizer')).toBeInTheDocument();
    expect(within(items).getByText('50 kg')).toBeInTheDocument();
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(within(receipts).getByText('+50 kg')).toBeInTheDocument();
    expect(within(receipts).getByText(/Opening stock/)).toBeInTheDocument();
  });

  it("offers Edit and Delete by the supplier's own farm (docs/decisions/035)", async () => {
    renderFeature(<SupplierDetail supplierId="s1" />, {
      permissions: (farmId) =>
        farmId === 'f1' ? BUILT_IN_ROLE_PERMISSIONS.worker : BUILT_IN_ROLE_PERMISSIONS.owner,
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows a viewer no write action', async () => {
    renderFeature(<SupplierDetail supplierId="s1" />, { permissions: BUILT_IN_ROLE_PERMISSIONS.viewer });
    expect(await screen.findByRole('heading', { name: 'Rongai Agrovet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
