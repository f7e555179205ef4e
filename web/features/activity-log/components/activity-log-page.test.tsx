// The activity log screen: its columns, a row opened to show the record before and after, the filters sent to the
// server, "Load more" to the end, and the empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/shared/i18n/runtime';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeActivityApi, makeEntry } from '../test-support';
import { ActivityLogPage } from './activity-log-page';

let fake: ReturnType<typeof createFakeActivityApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const page = () => renderFeature(<ActivityLogPage farmId="f1" farmName="Mlima Farm" />);

afterEach(() => setLanguage('en'));

describe('ActivityLogPage', () => {
  it('lists when, who, from where, module, action, record and summary', async () => {
    fake = createFakeActivityApi([makeEntry()]);
    page();
    const row = (await screen.findByText('Edited inventory item Urea 46%')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Details',
      'When',
      'Who',
      'From',
      'Module',
      'Action',
      'Record',
      'Summary',
    ]);
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(2, 7)).toEqual([
      'Wanjiku Kamau',
      'Web app',
      'Inventory',
      'Edited',
      'Inventory itemUrea 46%',
    ]);
  });

  it('opens a row to show what changed, field by field', async () => {
    fake = createFakeActivityApi([makeEntry()]);
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Show the changes' }));
    const changes = within(screen.getByRole('table', { name: 'Changes to Urea 46%' }));
    expect(changes.getAllByRole('row').map((tr) => tr.textContent)).toEqual([
      'FieldBeforeAfter',
      'NameUreaUrea 46%',
    ]);
    expect(screen.getByText('2 fields unchanged')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the changes' }));
    expect(screen.queryByRole('table', { name: 'Changes to Urea 46%' })).not.toBeInTheDocument();
  });

  it('names the platform for its own jobs and keeps a former member by name', async () => {
    fake = createFakeActivityApi([
      makeEntry({ id: '2', actor_id: null, actor_name: null, surface: 'system', action: 'expire' }),
      makeEntry({ id: '1', actor_id: null, actor_name: 'Otieno' }),
    ]);
    page();
    expect(await screen.findByText('Shamba (automatic)')).toBeInTheDocument();
    expect(screen.getByText('Otieno')).toBeInTheDocument();
  });

  it('sends the person and module chosen, with the browser time zone', async () => {
    fake = createFakeActivityApi(
      [makeEntry({ id: '2', actor_id: 'u2', actor_name: 'Juma', module: 'farms' }), makeEntry()],
      [
        { id: 'u1', name: 'Wanjiku Kamau' },
        { id: 'u2', name: 'Juma' },
      ],
    );
    page();
    await screen.findByText('Juma', { selector: 'td' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Juma');
    await waitFor(() => expect(fake.queries.at(-1)).toMatchObject({ person: 'u2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Module' }), 'Farms');
    await waitFor(() => expect(fake.queries.at(-1)).toMatchObject({ person: 'u2', module: 'farms' }));
    expect(fake.queries.at(-1)!.tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.queryByText('Wanjiku Kamau', { selector: 'td' })).not.toBeInTheDocument();
  });

  it('loads older entries with Load more, to the end', async () => {
    fake = createFakeActivityApi(
      Array.from({ length: 30 }, (_, i) => makeEntry({ id: String(i + 1), summary: `Entry ${i + 1}` })),
    );
    page();
    expect(await screen.findByText('Entry 30')).toBeInTheDocument();
    expect(screen.queryByText('Entry 5')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Entry 5')).toBeInTheDocument();
    expect(fake.queries.at(-1)).toMatchObject({ cursor: '6' });
    expect(screen.getByText('That is everything recorded for these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing is recorded yet', async () => {
    fake = createFakeActivityApi([]);
    page();
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, never invented entries', async () => {
    let failing = true;
    fake = createFakeActivityApi([makeEntry()], [], { fail: () => failing });
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the activity log.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Edited inventory item Urea 46%')).toBeInTheDocument();
  });

  it('reads in Kiswahili, the sentence built from the entry rather than the English summary', async () => {
    await setLanguage('sw');
    fake = createFakeActivityApi([makeEntry()]);
    page();
    expect(await screen.findByText('Imehaririwa: Bidhaa ya hesabu Urea 46%')).toBeInTheDocument();
    expect(screen.queryByText('Edited inventory item Urea 46%')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kumbukumbu ya shughuli' })).toBeInTheDocument();
  });

  it('says how much stock a change moved, in Kiswahili too', async () => {
    await setLanguage('sw');
    const after = { name: 'DAP', quantity: '41.00', unit: 'bags', change: '-3.00', note: null };
    fake = createFakeActivityApi([
      makeEntry({ action: 'consume', before: { ...after, quantity: '44.00' }, after }),
    ]);
    page();
    expect(await screen.findByText('Akiba imetumika: 3.00 bags za DAP')).toBeInTheDocument();
  });
});
