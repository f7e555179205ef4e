// The message dispatcher's transports chosen at send time from /admin/integrations (docs/product/integrations.md):
// the SMS provider switched on, the SMTP server switched on, and the package's SMS allowance for notifications.
import type { ServerContext } from '@/server/context';
import { createSmtpMailer, smtpTransportOptions, type Mailer } from '@/server/lib/mailer';
import type { SmsSender } from '@/server/lib/sms';
import { requireRoomFor } from '@/server/modules/entitlements/guards';
import { activeIntegration } from './integration-store';
import { smtpSettings } from './service-settings';
import { activeSmsSender } from './sms-senders';

type TransportContext = Pick<ServerContext, 'db' | 'secretBox' | 'log' | 'clock'>;

export function integrationTransports(ctx: TransportContext, appUrl: string | null) {
  // One SMTP connection pool per set of settings: a save that changes them makes a new one, the old one is closed.
  let mailer: { key: string; mailer: Mailer } | null = null;

  return {
    pickSms: (): Promise<SmsSender | null> => activeSmsSender(ctx, appUrl),

    async pickMailer(): Promise<Mailer | null> {
      const smtp = await activeIntegration(ctx, 'smtp');
      if (!smtp) return null;
      const settings = smtpSettings(smtp);
      const key = JSON.stringify(settings);
      if (mailer?.key !== key) {
        mailer?.mailer.close();
        mailer = { key, mailer: createSmtpMailer(smtpTransportOptions(settings), settings.from) };
      }
      return mailer.mailer;
    },

    /** The 402's words when the account's package has no SMS left this month, else null. */
    async smsRefusal(accountId: string): Promise<string | null> {
      try {
        await requireRoomFor(ctx, accountId, 'sms_per_month');
        return null;
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 402) return (error as Error).message;
        throw error;
      }
    },

    close: () => mailer?.mailer.close(),
  };
}
