// An integration's stored config and secrets read as the typed settings each client takes.
import { DEFAULT_BASE_URLS } from '@/shared/contracts/integrations';
import type { ServerContext } from '@/server/context';
import type { SmtpSettings } from '@/server/lib/mailer';
import { activeIntegration, type ActiveIntegration } from './integration-store';

type Settings = Pick<ActiveIntegration, 'config' | 'secrets'>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function smtpSettings({ config, secrets }: Settings): SmtpSettings {
  return {
    host: text(config.host),
    port: typeof config.port === 'number' ? config.port : 587,
    secure: config.secure === true,
    ...(text(config.username) ? { username: text(config.username) } : {}),
    ...(secrets.password ? { password: secrets.password } : {}),
    from: text(config.from),
  };
}

export const weatherBaseUrl = ({ config }: Settings) => text(config.base_url) || DEFAULT_BASE_URLS.weather;

/** The forecast service's address now: the weather integration's when switched on, else WEATHER_API_URL. */
export async function weatherBaseUrlNow(
  ctx: Pick<ServerContext, 'db' | 'secretBox' | 'log' | 'clock' | 'config'>,
): Promise<string> {
  const weather = await activeIntegration(ctx, 'weather');
  return weather ? weatherBaseUrl(weather) : ctx.config.WEATHER_API_URL;
}

/** The Firebase integration as a service account JSON for firebase-admin, or null when it is off. */
export async function firebaseServiceAccountNow(
  ctx: Pick<ServerContext, 'db' | 'secretBox' | 'log' | 'clock'>,
): Promise<string | null> {
  const firebase = await activeIntegration(ctx, 'firebase');
  if (!firebase?.secrets.private_key) return null;
  return JSON.stringify({
    type: 'service_account',
    project_id: text(firebase.config.project_id),
    client_email: text(firebase.config.client_email),
    private_key: firebase.secrets.private_key.replace(/\\n/g, '\n'),
  });
}
