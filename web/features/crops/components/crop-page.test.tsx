// The crop page: header with status, the stages timeline with Start stage, the crop's tasks linking to their
// pages, costs so far, yield against plan, and Record harvest (sent with an Idempotency-Key kept across a retry);
// a viewer sees the same without the buttons.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, httpError, type FakeApi } from '../testing/fake-api';
import {
  CROP_ID,
  STAGE_IDS,
  makeCropAnswer,
  makeCropDetail,
  makeCropTask,
  makeTaskPageAnswer,
} from '../testing/fixtures';
import { CropPage } from './crop-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const CROP = new RegExp(`/api/farms/f1/crops/${CROP_ID}$`);
const LOCATION_ID = '44444444-4444-4444-8444-000000000001';

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', CROP, () => makeCropAnswer());
  fake.on('get', /\/api\/farms\/f1\/tasks$/, () => makeTaskPageAnswer([makeCropTask()]));
  fake.on('get', /\/inventory$/, () => ({
    data: [],
    meta: { page: 1, per_page: 100, total: 0, unfiltered_total: 0 },
  }));
  fake.on('get', /storage-locations$/, () => ({
    data: [
      {
        id: LOCATION_ID,
        farm_id: 'f1',
        name: 'Main store',
        type: 'Warehouse',
        capacity: '1000',
        capacity_unit: 'kg',
        current_utilization: '0',
        storage_conditions: { temperature_controlled: false, humidity_controlled: false },
        address: null,
        description: null,
        status: 'active',
        security_level: 'standard',
        parent_location_id: null,
        item_count: 0,
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      },
    ],
  }));
});

const page = (permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<CropPage farmId="f1" cropId={CROP_ID} listHref="/farmer/crops" />, { permissions });

describe('CropPage', () => {
  it('shows the crop with its status, stages, tasks, costs and yield against plan', async () => {
    page();
    expect(await screen.findByRole('heading', { level: 1, name: /Maize \(H614\)/ })).toBeInTheDocument();
    expect(screen.getAllByText('Growing').length).toBeGreaterThan(0);
    const stages = screen.getByRole('region', { name: 'Stages' });
    expect(within(stages).getByText('Germination')).toBeInTheDocument();
    expect(within(stages).getByText('Under way')).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByText('To do 2 · In progress 1 · Done 3')).toBeInTheDocument();
    expect(await within(tasks).findByRole('link', { name: 'Weed the maize' })).toHaveAttribute(
      'href',
      '/farmer/tasks/11111111-1111-4111-8111-000000000001',
    );
    expect(fake.callsTo('get', /\/tasks$/)[0]?.params).toMatchObject({ crop_id: CROP_ID });
    const costs = screen.getByRole('region', { name: 'Costs so far' });
    expect(within(costs).getByText(/855/)).toBeInTheDocument();
    expect(within(costs).getByText(/1,455/)).toBeInTheDocument();
    expect(screen.getByText('0 of 4000 kg harvested')).toBeInTheDocument();
  });

  it('starts a stage', async () => {
    fake.on('post', /\/stages\/[^/]+\/start$/, () =>
      makeCropAnswer(
        makeCropDetail({ current_stage: { id: STAGE_IDS[1], name: 'Vegetative', started_on: '2026-04-10' } }),
      ),
    );
    page();
    const stages = await screen.findByRole('region', { name: 'Stages' });
    await userEvent.click(within(stages).getByRole('button', { name: 'Start stage' }));
    await waitFor(() => expect(fake.callsTo('post', /\/start$/)).toHaveLength(1));
    expect(fake.callsTo('post', /\/start$/)[0]!.url).toContain(`/stages/${STAGE_IDS[1]}/start`);
    expect(await screen.findByText('Vegetative started')).toBeInTheDocument();
  });

  it('records a harvest into a new product with an Idempotency-Key, the same key on a retry', async () => {
    let answers = 0;
    fake.on('post', /\/harvests$/, () =>
      ++answers === 1
        ? httpError(503, 'The service is busy.')
        : {
            data: {
              harvest: {
                id: 'h1',
                quantity: '120.00',
                unit: 'kg',
                lot: 'LR-1',
                quality_grade: 'grade_1',
                harvested_on: '2026-08-02',
                item_id: 'i1',
                item_name: 'Maize H614',
                task_id: null,
              },
            },
          },
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Record harvest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the harvest of Maize' });
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '120');
    await userEvent.type(within(dialog).getByLabelText(/^Lot/), 'LR-1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Grade'), 'grade_1');
    await userEvent.clear(within(dialog).getByLabelText('Harvested on'));
    await userEvent.type(within(dialog).getByLabelText('Harvested on'), '2026-08-02');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Main store' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Storage location'), LOCATION_ID);
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Grains');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record harvest' }));
    expect(await within(dialog).findByText('The service is busy.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record harvest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = fake.callsTo('post', /\/harvests$/);
    expect(first!.data).toEqual({
      quantity: 120,
      unit: 'kg',
      lot: 'LR-1',
      quality_grade: 'grade_1',
      harvested_on: '2026-08-02',
      item_id: null,
      location_id: LOCATION_ID,
      item_name: null,
      category: 'Grains',
      task_id: undefined,
    });
    expect(first!.headers?.[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
    expect(second!.headers?.[IDEMPOTENCY_KEY_HEADER]).toBe(first!.headers?.[IDEMPOTENCY_KEY_HEADER]);
  });

  it('puts the server’s field message under its field', async () => {
    fake.on('post', /\/harvests$/, () =>
      httpError(422, 'Choose where the harvest is stored.', {
        location_id: ['Choose where the harvest is stored.'],
      }),
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Record harvest' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record harvest' }));
    expect(await within(dialog).findByText('Choose where the harvest is stored.')).toBeInTheDocument();
  });

  it('shows a viewer the crop without Start stage, Record harvest or the status control', async () => {
    page(BUILT_IN_ROLE_PERMISSIONS.viewer);
    await screen.findByRole('heading', { level: 1, name: /Maize/ });
    expect(screen.queryByRole('button', { name: 'Start stage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record harvest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('deletes the crop after asking, and shows the server’s refusal of a crop with harvests', async () => {
    let answers = 0;
    fake.on('delete', CROP, () =>
      ++answers === 1
        ? httpError(
            409,
            'Harvests recorded: 2. A crop with harvests cannot be deleted; mark it harvested or failed instead.',
          )
        : { success: true, message: 'Crop deleted' },
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete crop' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Maize?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete crop' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Harvests recorded: 2.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete crop' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/farmer/crops');
    dialog = screen.queryByRole('dialog') as HTMLElement;
    expect(dialog).toBeNull();
  });

  it('edits the crop in the same form, sending what the boxes hold', async () => {
    fake.on('get', /\/fields$/, () => ({ data: [] }));
    fake.on('patch', CROP, () => makeCropAnswer(makeCropDetail({ variety: 'DK8031' })));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit crop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit crop' });
    expect(within(dialog).getByLabelText('Crop')).toHaveValue('Maize');
    expect(within(dialog).queryByLabelText(/^Crop template/)).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Variety/));
    await userEvent.type(within(dialog).getByLabelText(/^Variety/), 'DK8031');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('patch', CROP)[0]!.data).toMatchObject({
      variety: 'DK8031',
      expected_yield: 4000,
      yield_unit: 'kg',
      area: 2,
      area_unit: 'hectares',
    });
  });

  it('says when the crop is not found, with Retry', async () => {
    fake.on('get', CROP, () => httpError(404, 'We could not find that crop.'));
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that crop.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
