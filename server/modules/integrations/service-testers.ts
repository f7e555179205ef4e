// "Send a test" for e-mail, push and weather (docs/product/integrations.md "Testing a service"): each uses the
// client the product itself uses, with the settings being tested, and reports the service's answer.
import { createSmtpMailer, smtpTransportOptions } from '@/server/lib/mailer';
import { createWeatherClient } from '@/server/modules/farm-work-alerts/weather/open-meteo';
import { firebaseSettings, validateFcmSend } from './firebase-client';
import { smtpSettings, weatherBaseUrl } from './service-settings';
import type { IntegrationTester } from './testers';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAIROBI = { latitude: -1.2864, longitude: 36.8172 };

export const testSmtp: IntegrationTester = async (integration, input) => {
  const to = input.to?.trim() ?? '';
  if (!EMAIL.test(to)) return { ok: false, message: 'Enter the e-mail address to send the test message to.' };
  const settings = smtpSettings(integration);
  const mailer = createSmtpMailer(smtpTransportOptions(settings), settings.from);
  try {
    const answer = await mailer.sendWithAnswer({
      to,
      subject: 'Shamba test e-mail',
      text: 'This is a test message from Shamba: your e-mail settings work.',
    });
    return { ok: true, message: `The SMTP server accepted the test e-mail to ${to}: ${answer || 'OK'}.` };
  } catch (error) {
    return { ok: false, message: `The SMTP server refused: ${(error as Error).message}` };
  } finally {
    mailer.close();
  }
};

export const testFirebase: IntegrationTester = async (integration) => {
  try {
    const name = await validateFcmSend(firebaseSettings(integration));
    return {
      ok: true,
      message: `Firebase accepted the service account and validated a test message (${name}).`,
    };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
};

export const testWeather: IntegrationTester = async (integration) => {
  const client = createWeatherClient({ baseUrl: weatherBaseUrl(integration), cacheMs: 0 });
  try {
    const [today] = await client.forecast(NAIROBI.latitude, NAIROBI.longitude);
    if (!today) return { ok: false, message: 'The weather service answered without a forecast.' };
    return {
      ok: true,
      message: `The weather service answered: Nairobi on ${today.date}, ${today.temperature_min ?? '?'}–${today.temperature_max ?? '?'} °C.`,
    };
  } catch (error) {
    return { ok: false, message: `The weather service failed: ${(error as Error).message}.` };
  }
};
