// The notifications area in Kiswahili (docs/decisions/022): its own texts, the names shared/notifications gives
// (type, severity, the detail dialog's actions, relative time) and ICU plurals all follow the language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setLanguage } from '@/shared/i18n/runtime';
import { toNotificationView } from '@/shared/notifications/notification-view';
import { renderRoutes } from '@/web/testing/render';
import { NotificationDetailDialog } from './notification-detail-dialog';
import { RealtimeCard } from './realtime-card';

beforeEach(() => setLanguage('sw'));
afterEach(() => setLanguage('en'));

describe('the notifications area in Kiswahili', () => {
  it('shows the detail dialog in Kiswahili', () => {
    const notification = toNotificationView({
      id: 'n1',
      type: 'weather_alert',
      severity: 'warning',
      message: 'Mvua kubwa inatarajiwa usiku wa leo.',
      created_at: new Date().toISOString(),
      data: { crop_id: 'c7', crop_name: 'Mahindi', recommendations: ['Funika miche.'] },
    });
    renderRoutes(
      [{ path: '/', element: <NotificationDetailDialog notification={notification} onClose={vi.fn()} /> }],
      { initialEntries: ['/'] },
    );
    // A notification without a title is named in the current language.
    expect(screen.getByRole('dialog', { name: 'Arifa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tazama Zao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    expect(screen.getByText('Onyo')).toBeInTheDocument();
    expect(screen.getByText('Aina')).toBeInTheDocument();
    expect(screen.getByText('Tahadhari za hali ya hewa')).toBeInTheDocument();
    expect(screen.getByText('sasa hivi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mapendekezo' })).toBeInTheDocument();
    expect(screen.queryByText('View Crop')).not.toBeInTheDocument();
  });

  it('counts the polling minutes with Kiswahili plurals and names the connection state', () => {
    render(<RealtimeCard state="disconnected" realtime={null} />);
    expect(screen.getByRole('heading', { name: 'Papo hapo' })).toBeInTheDocument();
    expect(screen.getByText('imekatika')).toBeInTheDocument();
    expect(screen.getByText('Pia inaangalia kila dakika 5, ili usikose chochote.')).toBeInTheDocument();
  });
});
