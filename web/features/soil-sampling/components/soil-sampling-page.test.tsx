// The soil sampling page: samples with their re-test badges, filtering by field, the trend chart, and the sample
// form (lab values, extra value rows, report upload) with its checks before and after sending.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '@/shared/api/fake-client.test-helper';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { makeFieldOption, makePage, makeSample } from '../testing/fixtures';
import { SoilSamplingPage } from './soil-sampling-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 0));
});
afterEach(() => vi.useRealTimers());

const SAMPLES = [
  makeSample({
    id: 's2',
    sampled_on: '2026-05-01',
    retest_due_on: '2026-06-20',
    has_report: true,
    report_file_name: 'lab.pdf',
  }),
  makeSample({ id: 's1', sampled_on: '2025-11-01', ph: 5.2, retest_due_on: '2026-05-01' }),
];

function reads(call: RecordedCall, writes: (call: RecordedCall) => unknown = () => undefined) {
  if (call.method !== 'get') return writes(call);
  if (call.url.endsWith('/fields'))
    return { data: [makeFieldOption(), makeFieldOption({ id: 'fld-2', name: 'River plot' })] };
  if (call.url.endsWith('/soil-trend'))
    return {
      data: {
        value: 'ph',
        unit: '',
        points: [
          { sampled_on: '2025-11-01', value: 5.2 },
          { sampled_on: '2026-05-01', value: 5.6 },
        ],
      },
    };
  return makePage(SAMPLES);
}

describe('SoilSamplingPage', () => {
  it('lists samples with their re-test badges and a trend chart', async () => {
    fake = fakeApi((call) => reads(call));
    renderFeature(<SoilSamplingPage farmId="f1" farmName="Mlima Farm" />);
    expect(await screen.findByText(/Re-test due/)).toHaveClass('badge-warning');
    expect(screen.getByText(/Re-test overdue since/)).toHaveClass('badge-error');
    expect(screen.getByRole('button', { name: 'Download report lab.pdf' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Trend of pH on North block: 2 samples/ }),
    ).toBeInTheDocument();
  });

  it('filters by field, and the trend follows the chosen field', async () => {
    fake = fakeApi((call) => reads(call));
    renderFeature(<SoilSamplingPage farmId="f1" />);
    await screen.findAllByText('North block');
    const before = fake.calls.filter((c) => c.url === '/api/farms/f1/soil-samples').length;
    await userEvent.selectOptions(screen.getAllByLabelText('Field')[0]!, 'fld-2');
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/api/farms/f1/fields/fld-2/soil-trend')).toBe(true),
    );
    expect(fake.calls.filter((c) => c.url === '/api/farms/f1/soil-samples').length).toBeGreaterThan(before);
    expect(screen.getAllByLabelText('Field')[1]).toBeDisabled();
  });

  it('adds a sample with an extra value and a report; duplicate names and no values are refused first', async () => {
    fake = fakeApi((call) =>
      reads(call, (write) => {
        if (write.method === 'post')
          return { success: true, message: 'Soil sample added.', data: makeSample({ id: 's9' }) };
        if (write.method === 'put')
          return {
            success: true,
            message: 'Report saved.',
            data: makeSample({ id: 's9', has_report: true, report_file_name: 'lab.pdf' }),
          };
        return undefined;
      }),
    );
    renderFeature(<SoilSamplingPage farmId="f1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add soil sample' }));
    const dialog = screen.getByRole('dialog', { name: 'Add soil sample' });
    expect(within(dialog).getByLabelText('Sampled on')).toHaveValue('2026-06-15');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Enter at least one lab value (pH, nitrogen, phosphorus, potassium, organic matter, EC or an extra value).',
      ),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('pH'), '6.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a value' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a value' }));
    const names = within(dialog).getAllByLabelText('Name');
    const values = within(dialog).getAllByLabelText('Value');
    await userEvent.type(names[0]!, 'Zinc');
    await userEvent.type(values[0]!, '1.2');
    await userEvent.type(names[1]!, 'zinc');
    await userEvent.type(values[1]!, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Each extra value needs its own name.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove value 2' }));

    const tooBig = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Lab report'), tooBig);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The report is larger than 5 MB: choose a smaller file.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post')).toHaveLength(0);

    const pdf = new File(['%PDF-1.4'], 'lab.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Lab report'), pdf);
    await userEvent.type(within(dialog).getByLabelText('Test again after (days)'), '180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Soil sample added')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({
      url: '/api/farms/f1/fields/fld-1/soil-samples',
      data: {
        sampled_on: '2026-06-15',
        ph: 6.1,
        retest_interval_days: 180,
        extra_values: [{ name: 'Zinc', value: 1.2, unit: null }],
      },
    });
    const put = fake.calls.find((c) => c.method === 'put');
    expect(put?.url).toBe('/api/farms/f1/soil-samples/s9/report');
    expect(put?.data).toBe(pdf);
  });
});
