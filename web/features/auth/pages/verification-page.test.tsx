import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor, fireEvent, screen } from '@testing-library/react';
import { getMe, sendEmailVerification, sendSmsVerification, verifyEmail } from '@/shared/api/auth';
import { ApiRequestError } from '@/shared/api/errors';
import { getRealtimeConfig } from '@/shared/api/notification-diagnostics';
import { sessionAtoms } from '@/web/lib/session-atoms';
import { renderRoutes, storeSession, testUser } from '@/web/testing/render';
import { VerificationPage } from './verification-page';

vi.mock('@/shared/api/notification-diagnostics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/notification-diagnostics')>()),
  getRealtimeConfig: vi.fn(),
}));
vi.mock('@/shared/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/auth')>()),
  sendEmailVerification: vi.fn(),
  sendSmsVerification: vi.fn(),
  verifyEmail: vi.fn(),
  getMe: vi.fn(),
}));

const unverified = {
  ...testUser,
  email_verified_at: null,
  phone_number: '+254712345678',
  phone_verified_at: null,
};
const REALTIME_OFF = {
  key: '',
  wsHost: '',
  wsPort: 0,
  forceTLS: false,
  cluster: '',
  enabled: false,
  authEndpoint: '/broadcasting/auth',
};
const sent = (retry: number) => ({
  success: true,
  message: 'We sent a 6-digit code.',
  retry_after_seconds: retry,
});

function renderPage() {
  return renderRoutes([{ path: '/verification', element: <VerificationPage /> }], {
    initialEntries: ['/verification'],
  });
}

describe(
  'VerificationPage (docs/product/accounts.md Verification after sign-in)',
  { timeout: 15_000 },
  () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      vi.mocked(sendEmailVerification).mockReset();
      vi.mocked(sendSmsVerification).mockReset();
      vi.mocked(verifyEmail).mockReset();
      vi.mocked(getMe).mockReset();
      vi.mocked(getRealtimeConfig).mockReset();
      vi.mocked(getRealtimeConfig).mockRejectedValue(new ApiRequestError('offline', { status: 0 }));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sends the e-mail and SMS codes once on arrival, not again when the user is re-read', async () => {
      vi.mocked(sendEmailVerification).mockResolvedValue(sent(42));
      vi.mocked(sendSmsVerification).mockResolvedValue(sent(60));
      storeSession(unverified);
      const { store } = renderPage();

      expect(await screen.findByText('Resend in 42 s')).toBeInTheDocument();
      expect(screen.getByText('Resend in 60 s')).toBeInTheDocument();
      act(() => store.set(sessionAtoms.userAtom, { ...unverified, name: 'Amina W.' }));
      act(() => store.set(sessionAtoms.userAtom, { ...unverified, name: 'Amina Wekesa' }));

      expect(sendEmailVerification).toHaveBeenCalledTimes(1);
      expect(sendSmsVerification).toHaveBeenCalledTimes(1);
    });

    it('sends only what is missing: no SMS without a phone number, no e-mail when it is verified', async () => {
      vi.mocked(sendSmsVerification).mockResolvedValue(sent(60));
      storeSession({ ...testUser, phone_number: '+254712345678', phone_verified_at: null });
      renderPage();
      expect(await screen.findByText('Resend in 60 s')).toBeInTheDocument();
      expect(sendEmailVerification).not.toHaveBeenCalled();
      expect(sendSmsVerification).toHaveBeenCalledTimes(1);
    });

    it('counts the resend cooldown down and enables "Resend code" when it runs out', async () => {
      vi.mocked(sendEmailVerification).mockResolvedValue(sent(3));
      storeSession({ ...unverified, phone_number: null });
      renderPage();

      expect(await screen.findByText('Resend in 3 s')).toBeInTheDocument();
      const resend = screen.getByRole('button', { name: 'Resend code' });
      expect(resend).toBeDisabled();
      // The tick's re-render can land after act() returns when the machine is busy: wait for it, don't race it.
      act(() => vi.advanceTimersByTime(1000));
      expect(await screen.findByText('Resend in 2 s')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2000));
      await waitFor(() => expect(screen.queryByText(/Resend in/)).not.toBeInTheDocument());
      expect(resend).toBeEnabled();

      vi.mocked(sendEmailVerification).mockResolvedValue(sent(60));
      fireEvent.click(resend);
      expect(await screen.findByText('Resend in 60 s')).toBeInTheDocument();
      expect(sendEmailVerification).toHaveBeenCalledTimes(2);
    });

    it('shows the wait from a 429 answer as a countdown', async () => {
      vi.mocked(sendEmailVerification).mockImplementation(async () => {
        throw new ApiRequestError('We just sent a code. You can ask for another one in 60 seconds.', {
          status: 429,
          retryAfterSeconds: 55,
        });
      });
      storeSession({ ...unverified, phone_number: null });
      renderPage();
      expect(await screen.findByText('Resend in 55 s')).toBeInTheDocument();
      expect(screen.getByText(/We just sent a code/)).toBeInTheDocument();
    });

    it('re-fetches the user after a successful verify and then offers the dashboard', async () => {
      vi.mocked(sendEmailVerification).mockResolvedValue(sent(60));
      vi.mocked(verifyEmail).mockResolvedValue({ success: true, message: 'Verified.' });
      vi.mocked(getMe).mockResolvedValue({ ...testUser, email_verified_at: '2026-02-01T10:00:00.000Z' });
      storeSession({ ...unverified, phone_number: null });
      renderPage();

      fireEvent.change(await screen.findByLabelText('Email code'), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute(
        'href',
        '/farmer/dashboard',
      );
      expect(verifyEmail).toHaveBeenCalledWith(expect.anything(), '123456');
      expect(getMe).toHaveBeenCalledTimes(1);
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
        email_verified_at: '2026-02-01T10:00:00.000Z',
      });
    });

    it("shows the server's message for a wrong code and stays on the page", async () => {
      vi.mocked(sendEmailVerification).mockResolvedValue(sent(60));
      vi.mocked(verifyEmail).mockImplementation(async () => {
        throw new ApiRequestError('This code is not right. Check it and try again.', { status: 422 });
      });
      storeSession({ ...unverified, phone_number: null });
      renderPage();

      fireEvent.change(await screen.findByLabelText('Email code'), { target: { value: '000000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right.');
      expect(getMe).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: 'Continue to dashboard' })).not.toBeInTheDocument();
    });

    it('says where codes go when the server sends no e-mail or SMS (the outbox in its log)', async () => {
      vi.mocked(getRealtimeConfig).mockResolvedValue({
        ...REALTIME_OFF,
        messages: { email: 'outbox', sms: 'outbox' },
      });
      vi.mocked(sendEmailVerification).mockResolvedValue(sent(60));
      vi.mocked(sendSmsVerification).mockResolvedValue(sent(60));
      storeSession(unverified);
      renderPage();

      const notes = await screen.findAllByText(/written to the server's log, on a line starting "Outbox"/);
      expect(notes.map((n) => n.textContent)).toEqual([
        expect.stringMatching(/^This server does not send e-mail/),
        expect.stringMatching(/^This server has no SMS provider/),
      ]);
    });

    it('says nothing about the outbox when the server sends e-mail and SMS', async () => {
      vi.mocked(getRealtimeConfig).mockResolvedValue({
        ...REALTIME_OFF,
        messages: { email: 'smtp', sms: 'provider' },
      });
      vi.mocked(sendEmailVerification).mockResolvedValue(sent(60));
      vi.mocked(sendSmsVerification).mockResolvedValue(sent(60));
      storeSession(unverified);
      renderPage();

      expect(await screen.findAllByText('Resend in 60 s')).toHaveLength(2);
      await waitFor(() => expect(getRealtimeConfig).toHaveBeenCalled());
      expect(screen.queryByText(/Outbox/)).not.toBeInTheDocument();
    });
  },
);
