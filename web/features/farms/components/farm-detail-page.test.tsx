// A farm's page offers Edit and Delete only when the person's role grants farms.edit and farms.delete, and links only
// the modules the role lets them see (docs/decisions/035).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { makeFarm, makeFarmWithCustomRole } from '@/shared/api/testing/farms';
import type { Farm } from '@/shared/contracts/farms';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmDetailPage } from './farm-detail-page';

let farm: Farm;
const fake = fakeApi(() => ({ data: farm }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const open = async (shown: Farm) => {
  farm = shown;
  renderFeature(<FarmDetailPage farmId={shown.id} />);
  await screen.findByRole('heading', { name: shown.name });
};

describe('FarmDetailPage by role', () => {
  it('shows an owner Edit, Delete and every module link', async () => {
    await open(makeFarm());
    expect(screen.getByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Inventory/ })).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
  });

  it('lets a manager edit but not delete', async () => {
    await open(makeFarm({ role: 'manager' }));
    expect(screen.getByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows a viewer no write action', async () => {
    await open(makeFarm({ role: 'viewer' }));
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('Viewer')).toBeInTheDocument();
  });

  it('names a custom role and links only the modules it may see', async () => {
    await open(makeFarmWithCustomRole('Bookkeeper', ['farms.view', 'finances.view']));
    expect(screen.getByText('Bookkeeper')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Inventory/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Storage locations/ })).not.toBeInTheDocument();
  });
});
