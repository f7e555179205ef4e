// The farm form's place and time zone: both coordinates or neither, numbers sent as numbers, and the time zone
// defaulting to Africa/Nairobi.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFarm } from '@/shared/api/testing/farms';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { FarmForm } from './farm-form';

describe('FarmForm coordinates and time zone', () => {
  it('refuses a latitude without a longitude, then sends both with the time zone', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderFeature(<FarmForm submitLabel="Create farm" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Farm name'), 'Mlima');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Africa/Nairobi');
    await userEvent.type(screen.getByLabelText('Latitude'), '-1.29');
    await userEvent.click(screen.getByRole('button', { name: 'Create farm' }));
    expect(
      await screen.findByText('Enter both the latitude and the longitude, or neither.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Longitude'), '36.82');
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Africa/Kampala');
    await userEvent.click(screen.getByRole('button', { name: 'Create farm' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: -1.29, longitude: 36.82, timezone: 'Africa/Kampala' }),
    );
  });

  it('shows a farm’s saved place and time zone, and sends blank coordinates as none', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const farm = makeFarm({ latitude: -4.04, longitude: 39.67, timezone: 'Africa/Dar_es_Salaam' });
    renderFeature(<FarmForm farm={farm} submitLabel="Save changes" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Latitude')).toHaveValue('-4.04');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Africa/Dar_es_Salaam');
    await userEvent.clear(screen.getByLabelText('Latitude'));
    await userEvent.clear(screen.getByLabelText('Longitude'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ latitude: null, longitude: null }));
  });
});
