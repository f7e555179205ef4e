// The import screen (docs/product/imports.md): a chosen file is previewed with the suggested mapping, each bad
// row's problems show beside it and keep Import disabled, a changed mapping previews again with it, and a clean
// preview imports with the mapping and says how many records came in.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { ImportPreview } from '@/shared/contracts/imports';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { ImportPage } from './import-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const base: ImportPreview = {
  kind: 'items',
  columns: ['Jina', 'Aina', 'Kundi', 'Kiasi', 'Ghala', 'Bei'],
  mapping: {
    name: 'Jina',
    type: 'Aina',
    category: 'Kundi',
    quantity: 'Kiasi',
    location: 'Ghala',
    unit_cost: null,
  },
  row_count: 150,
  invalid_rows: 2,
  error_count: 3,
  errors: [
    { row: 3, field: 'quantity', message: 'Enter the quantity as a number.' },
    {
      row: 3,
      field: 'location',
      message: 'There is no storage location named Shed 9 on this farm: add it first or correct the name.',
      code: 'unknown_location',
      value: 'Shed 9',
    },
    { row: 140, field: 'name', message: 'Enter the item name.' },
  ],
  rows: [
    {
      row: 2,
      cells: { name: 'Maize seed', type: 'input', category: 'Seeds', quantity: '40', location: 'Main store' },
    },
    {
      row: 3,
      cells: { name: 'Urea', type: 'input', category: 'Fertilizer', quantity: 'ten', location: 'Shed 9' },
    },
  ],
};
const clean: ImportPreview = { ...base, invalid_rows: 0, error_count: 0, errors: [] };

const csv = () => new File(['Jina,Aina\nMaize seed,input\n'], 'stock.csv', { type: 'text/csv' });

describe('ImportPage', () => {
  it('previews the file with the suggested mapping and shows each row’s problems, Import disabled', async () => {
    fake = fakeApi(() => ({ data: base }));
    renderFeature(<ImportPage farmId="f1" kind="items" onKindChange={() => {}} />);
    await userEvent.upload(screen.getByLabelText('CSV or Excel file (.csv, .xlsx)'), csv());
    expect(await screen.findByText('150 rows in the file, 2 with errors.')).toBeInTheDocument();
    expect(fake.calls[0]).toMatchObject({ method: 'post', url: '/api/farms/f1/imports/items/preview' });
    expect(screen.getByLabelText('Quantity (required)')).toHaveValue('Kiasi');
    expect(screen.getByLabelText('Unit cost')).toHaveValue('');
    const bad = screen.getByRole('cell', { name: 'ten' }).closest('tr')!;
    expect(within(bad).getByText('Quantity: Enter the quantity as a number.')).toBeInTheDocument();
    expect(
      within(bad).getByText(
        'Storage location: There is no storage location named Shed 9 on this farm: add it first or correct the name.',
      ),
    ).toBeInTheDocument();
    const further = screen.getByRole('region', { name: 'Other rows with errors' });
    expect(within(further).getByText('Row 140: Name: Enter the item name.')).toBeInTheDocument();
    expect(screen.getByText('Showing the first 2 rows.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 150 rows' })).toBeDisabled();
  });

  it('previews again with a changed mapping, then imports with that mapping and says how many came in', async () => {
    fake = fakeApi((call) =>
      call.url.includes('/commit')
        ? { message: 'Imported 150 records.', data: { kind: 'items', created: 150, movements: 148 } }
        : {
            data: call.url.includes('mapping=')
              ? { ...clean, mapping: { ...clean.mapping, unit_cost: 'Bei' } }
              : base,
          },
    );
    renderFeature(<ImportPage farmId="f1" kind="items" onKindChange={() => {}} />);
    await userEvent.upload(screen.getByLabelText('CSV or Excel file (.csv, .xlsx)'), csv());
    await screen.findByText('150 rows in the file, 2 with errors.');
    await userEvent.selectOptions(screen.getByLabelText('Unit cost'), 'Bei');
    expect(await screen.findByText('Every row is ready to import.', { exact: false })).toBeInTheDocument();
    const mapping = JSON.parse(decodeURIComponent(fake.calls[1]!.url.split('mapping=')[1]!)) as Record<
      string,
      unknown
    >;
    expect(mapping).toMatchObject({ unit_cost: 'Bei', quantity: 'Kiasi' });
    await userEvent.click(screen.getByRole('button', { name: 'Import 150 rows' }));
    expect(await screen.findByText(/Imported 150 records\./)).toBeInTheDocument();
    expect(screen.getByText(/recorded as 148 receipts/)).toBeInTheDocument();
    expect(fake.calls[2]!.url).toContain('/api/farms/f1/imports/items/commit?mapping=');
    expect(screen.getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      '/farmer/inventory/all-items',
    );
  });

  it('shows each row a refused commit names, and imports nothing', async () => {
    const refusal = new ApiRequestError(
      'Nothing was imported: 1 rows have errors. Fix them and import the file again.',
      {
        status: 422,
        code: 'import_rows_invalid',
        fieldErrors: { row_12: ['Row 12: An item named Urea is already in that storage location.'] },
      },
    );
    fake = fakeApi((call) => (call.url.includes('/commit') ? refusal : { data: clean }));
    renderFeature(<ImportPage farmId="f1" kind="items" onKindChange={() => {}} />);
    await userEvent.upload(screen.getByLabelText('CSV or Excel file (.csv, .xlsx)'), csv());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 150 rows' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Row 12: An item named Urea is already in that storage location.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Imported 150 records/)).not.toBeInTheDocument();
  });
});
