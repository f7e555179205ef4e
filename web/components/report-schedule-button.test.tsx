// "E-mail me this report" (docs/product/reports.md "Scheduled e-mails"): lists the person's own e-mails of the
// report, offers only the frequencies not yet taken, adds one and stops one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { ReportSchedule } from '@/shared/contracts/report-schedules';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { ReportScheduleButton } from './report-schedule-button';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const weekly: ReportSchedule = {
  id: 'sch-1',
  report: 'sales',
  scope: 'farm',
  frequency: 'weekly',
  next_run_at: '2026-11-30T03:00:00.000Z',
  last_sent_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
};

beforeEach(() => {
  fake = fakeApi((call) => {
    if (call.method === 'post') return { data: { ...weekly, id: 'sch-2', frequency: 'monthly' } };
    if (call.method === 'delete') return undefined;
    return { data: [weekly] };
  });
});

describe('ReportScheduleButton', () => {
  it('lists my e-mails of the report, adds a monthly one and stops the weekly one', async () => {
    renderFeature(<ReportScheduleButton farmId="farm-1" report="sales" />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me this report' }));
    const panel = screen.getByRole('region', { name: 'Get this report by e-mail as a PDF' });
    expect(await within(panel).findByText(/Every week, this farm: next on/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Every Monday' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'On the 1st of each month' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({
        url: '/api/farms/farm-1/report-schedules',
        data: { report: 'sales', scope: 'farm', frequency: 'monthly' },
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: /^Stop the e-mail: Every week/ }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'delete')).toMatchObject({
        url: '/api/farms/farm-1/report-schedules/sch-1',
      }),
    );
  });
});
