import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeItem, makeMovement, pageOf } from '@/shared/api/inventory.test-helper';
import { setLanguage } from '@/shared/i18n/runtime';
import { renderRoutes, renderWithProviders } from '@/web/testing/render';
import { createFakeApi } from '../testing/fake-api';
import { locationList, makeLocation, makeSupplier } from '../testing/fixtures';
import { FarmInputsScreen } from './inputs/farm-inputs-screen';
import { FarmInventoryScreen } from './inventory-screen';

// The inventory screens in Kiswahili (docs/decisions/022): headings, column headers, enumeration labels, the
// count line and quantities with their units all come from the catalogues, none left in English.
const fake = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeApi> | null }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.current!.api }));

const LIST = /^\/api\/farms\/farm-1\/inventory$/;

describe('the inventory screens in Kiswahili', () => {
  beforeAll(async () => {
    await setLanguage('sw');
  });
  afterAll(async () => {
    await setLanguage('en');
  });
  beforeEach(() => localStorage.setItem('token', 't'));

  it('farm inputs: the column headers, the category and the unit read in Kiswahili', async () => {
    const dap = makeItem({
      id: 'item-7',
      name: 'DAP',
      category: 'Fertilizer',
      quantity: '3',
      unit: 'bags',
      supplier: 'Agrovet',
      supplier_id: 'sup-1',
      status: 'low',
    });
    fake.current = createFakeApi();
    fake.current.on('get', LIST, () => pageOf([dap]));
    fake.current.on('get', /^\/api\/suppliers$/, () => ({ data: [makeSupplier('sup-1', 'Agrovet')] }));
    renderWithProviders(<FarmInputsScreen farmId="farm-1" />);

    const row = (await screen.findByRole('link', { name: 'DAP' })).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Pembejeo za shamba' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ongeza Pembejeo' })).toBeInTheDocument();
    expect(screen.getByText('Inaonyesha bidhaa 1 kati ya 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Jina',
      'Kundi',
      'Msambazaji',
      'Tarehe ya ununuzi',
      'Tarehe ya kuisha muda',
      'Kiasi',
      'Kipimo',
      'Gharama / kipimo',
      'Hali',
      'Vitendo',
    ]);
    expect(within(row).getByText('Mbolea')).toBeInTheDocument();
    expect(within(row).getByText('mifuko')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Hariri DAP' })).toBeInTheDocument();
    expect(within(row).queryByText('Fertilizer')).toBeNull();
  });

  it("farm inventory: the header, the count line and the item's facts and history read in Kiswahili", async () => {
    const maize = makeItem({
      id: 'item-9',
      name: 'Maize grain',
      item_type: 'product',
      category: 'Grains',
      quantity: '1250.5',
      unit: 'kg',
    });
    fake.current = createFakeApi();
    fake.current.on('get', /storage-locations/, () => locationList(makeLocation('loc-1', 'Main store')));
    fake.current.on('get', LIST, () => pageOf([maize], { total: 1 }));
    fake.current.on('get', /\/inventory\/item-9$/, () => ({ data: maize }));
    fake.current.on('get', /\/inventory\/item-9\/movements$/, () => ({
      data: [
        makeMovement({
          item_id: 'item-9',
          type: 'receive',
          quantity_change: '4',
          quantity_after: '3',
          unit: 'bags',
        }),
      ],
    }));
    renderRoutes(
      [{ path: '/farmer/farms/:farmId/inventory', element: <FarmInventoryScreen farmId="farm-1" /> }],
      { initialEntries: ['/farmer/farms/farm-1/inventory?item=item-9'] },
    );

    expect(await screen.findByText('Inaonyesha bidhaa 1 kati ya 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hesabu ya Mali ya Shamba' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ongeza Bidhaa' })).toBeInTheDocument();

    const drawer = await screen.findByRole('dialog', { name: 'Maize grain' });
    const fact = (label: string) => within(drawer).getByText(label).nextElementSibling?.textContent;
    expect(fact('Aina')).toBe('Zao');
    expect(fact('Kundi')).toBe('Nafaka');
    expect(fact('Kiasi')).toBe('kg 1,250.5');
    expect(within(drawer).getByRole('button', { name: 'Rekodi mavuno' })).toBeInTheDocument();
    expect(await within(drawer).findByText('Imepokelewa')).toBeInTheDocument();
    expect(within(drawer).getByText('mifuko +4')).toBeInTheDocument();
    expect(within(drawer).getByText('Baada ya hapo: mifuko 3')).toBeInTheDocument();
  });
});
