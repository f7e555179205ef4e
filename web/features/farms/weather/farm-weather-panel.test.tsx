// The farm page's weather panel: the forecast with its alerts, a nudge to add the farm's location when it has
// none, and a plain word when the weather service is unreachable.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { makeFarm } from '@/shared/api/testing/farms';
import type { FarmWeather } from '@/shared/contracts/weather';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmWeatherPanel } from './farm-weather-panel';

let answer: { data: FarmWeather } | Error;
const farm = makeFarm({ id: 'f1' });
const fake = fakeApi((call) => (call.url.endsWith('/weather') ? answer : { data: farm }));
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const show = (shown: typeof answer) => {
  answer = shown;
  renderFeature(<FarmWeatherPanel farmId="f1" />);
};

describe('FarmWeatherPanel', () => {
  it('shows three days and the alerts they raise', async () => {
    show({
      data: {
        status: 'ok',
        days: [
          {
            date: '2026-11-24',
            temperature_min: 1.2,
            temperature_max: 22,
            precipitation: 0,
            wind_speed_max: 10,
          },
          {
            date: '2026-11-25',
            temperature_min: 15,
            temperature_max: 26,
            precipitation: 64.3,
            wind_speed_max: 12,
          },
          {
            date: '2026-11-26',
            temperature_min: 14,
            temperature_max: 25,
            precipitation: 3,
            wind_speed_max: 20,
          },
        ],
        alerts: [
          { kind: 'frost', date: '2026-11-24', value: 1.2, unit: '°C' },
          { kind: 'heavy_rain', date: '2026-11-25', value: 64.3, unit: 'mm' },
        ],
      },
    });
    expect(await screen.findByText('Low 1.2 °C')).toBeInTheDocument();
    expect(screen.getByText('Rain 64.3 mm')).toBeInTheDocument();
    expect(screen.getByText(/^Frost on/)).toBeInTheDocument();
    expect(screen.getByText(/^Heavy rain on/)).toBeInTheDocument();
    expect(fake.calls).toContainEqual(
      expect.objectContaining({ method: 'get', url: '/api/farms/f1/weather' }),
    );
  });

  it("asks for the farm's location when it has none", async () => {
    show({ data: { status: 'no_coordinates', days: [], alerts: [] } });
    expect(await screen.findByText("Add the farm's location to get weather alerts.")).toBeInTheDocument();
    // The owner may add it: the farm's edit page is one click away.
    expect(await screen.findByRole('link', { name: 'Add the location' })).toHaveAttribute(
      'href',
      '/farmer/farms/f1/edit',
    );
  });

  it('says the weather service is unreachable, whether the server says so or cannot answer', async () => {
    show({ data: { status: 'unavailable', days: [], alerts: [] } });
    expect(await screen.findByText(/The weather service cannot be reached just now/)).toBeInTheDocument();
  });

  it('shows nothing for a farm the person cannot see', async () => {
    show(new ApiRequestError('We could not find that farm.', { status: 404 }));
    await vi.waitFor(() => expect(fake.calls.some((c) => c.url === '/api/farms/f1/weather')).toBe(true));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Weather' })).not.toBeInTheDocument(),
    );
  });
});
