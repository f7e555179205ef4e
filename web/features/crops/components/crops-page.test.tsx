// The crops list: cards grouped by status with a season filter, Add crop (field picker, template picker hidden
// when templates cannot be read) and the all-farms list naming each crop's farm.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, httpError, type FakeApi } from '../testing/fake-api';
import { CROP_ID, makeCrop, makeCropAnswer, makeCropDetail } from '../testing/fixtures';
import { AllCropsPage } from './all-crops-page';
import { CropsPage } from './crops-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const FIELD_ID = '55555555-5555-4555-8555-000000000001';
const TEMPLATE_ID = '66666666-6666-4666-8666-000000000001';
const beans = makeCrop({
  id: '22222222-2222-4222-8222-000000000002',
  name: 'Beans',
  variety: null,
  season: '2025 short rains',
  planting_date: '2025-10-10',
  status: 'harvested',
  current_stage: null,
});

const field = {
  id: FIELD_ID,
  farm_id: 'f1',
  name: 'River plot',
  area: 2,
  area_unit: 'hectares',
  area_hectares: 2,
  soil_type: null,
  irrigation: null,
  latitude: null,
  longitude: null,
  notes: null,
  archived: false,
  crop_count: 0,
  current_crop: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const template = {
  id: TEMPLATE_ID,
  scope: 'platform',
  name: 'Maize, long rains',
  crop_name: 'Maize',
  variety: 'H614',
  description: null,
  duration_days: 120,
  stage_count: 4,
  task_count: 9,
  updated_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', /\/api\/farms\/f1\/crops$/, () => ({ data: [makeCrop(), beans] }));
  fake.on('get', /\/fields$/, () => ({ data: [field] }));
  fake.on('get', /\/crop-templates$/, () => ({ data: [template] }));
});

const page = (permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(
    <CropsPage farmId="f1" farmName="Mlima Farm" hrefOf={(crop) => `/farmer/crops/${crop.id}`} />,
    { permissions },
  );

describe('CropsPage', () => {
  it('groups the crops by status and filters them by season', async () => {
    page();
    const growing = await screen.findByRole('region', { name: 'Growing' });
    expect(within(growing).getByRole('link', { name: 'Maize (H614)' })).toHaveAttribute(
      'href',
      `/farmer/crops/${CROP_ID}`,
    );
    expect(within(growing).getByText('Stage: Germination')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Harvested' })).getByText('Beans')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Season'), '2025 short rains');
    expect(screen.queryByRole('region', { name: 'Growing' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Harvested' })).toBeInTheDocument();
  });

  it('adds a crop on a chosen field from a template, the template filling the name', async () => {
    fake.on('post', /\/api\/farms\/f1\/crops$/, () => makeCropAnswer(makeCropDetail()));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add crop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add crop' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Maize, long rains' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Crop template/), TEMPLATE_ID);
    expect(within(dialog).getByLabelText('Crop')).toHaveValue('Maize');
    await userEvent.selectOptions(within(dialog).getByLabelText('Field'), FIELD_ID);
    await userEvent.type(within(dialog).getByLabelText('Season'), '2026 long rains');
    await userEvent.type(within(dialog).getByLabelText('Planting date'), '2026-03-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add crop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('post', /crops$/)[0]!.data).toMatchObject({
      field_id: FIELD_ID,
      name: 'Maize',
      variety: 'H614',
      season: '2026 long rains',
      planting_date: '2026-03-15',
      template_id: TEMPLATE_ID,
      expected_yield: null,
    });
  });

  it('hides the template picker when templates cannot be read, and shows the server’s field message', async () => {
    fake.on('get', /\/crop-templates$/, () => httpError(404, 'Not found'));
    fake.on('post', /\/api\/farms\/f1\/crops$/, () =>
      httpError(422, 'That field is archived; choose a field in use.', {
        field_id: ['That field is archived; choose a field in use.'],
      }),
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add crop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add crop' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /River plot/ })).toBeInTheDocument(),
    );
    expect(within(dialog).queryByLabelText(/^Crop template/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Field'), FIELD_ID);
    await userEvent.type(within(dialog).getByLabelText('Crop'), 'Maize');
    await userEvent.type(within(dialog).getByLabelText('Season'), 'A');
    await userEvent.type(within(dialog).getByLabelText('Planting date'), '2026-03-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add crop' }));
    expect(
      await within(dialog).findByText('That field is archived; choose a field in use.'),
    ).toBeInTheDocument();
  });

  it('offers no Add crop to a viewer, and says when there are no crops', async () => {
    fake.on('get', /\/api\/farms\/f1\/crops$/, () => ({ status: 'success', data: [] }));
    page(BUILT_IN_ROLE_PERMISSIONS.viewer);
    expect(await screen.findByText('No crops yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add crop' })).not.toBeInTheDocument();
  });
});

describe('AllCropsPage', () => {
  it('lists the crops of every farm with their farm, linking under the farm', async () => {
    fake.on('get', /\/api\/crops$/, () => [makeCrop({ farm_id: 'f2', farm_name: 'Hill Farm' })]);
    renderFeature(<AllCropsPage />);
    expect(await screen.findByText('Hill Farm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maize (H614)' })).toHaveAttribute(
      'href',
      `/farmer/farms/f2/crops/${CROP_ID}`,
    );
  });
});
