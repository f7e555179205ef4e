// The SMS providers' "Send a test": one real message to the number the administrator typed, and the provider's
// answer in its words (docs/product/integrations.md "Testing a service").
import { SmsRefusedError } from '@/server/lib/sms';
import { sendAfricasTalkingSms } from '@/server/lib/sms-africastalking';
import { sendTwilioSms } from '@/server/lib/sms-twilio';
import { africasTalkingSettings, twilioSettings } from './sms-senders';
import type { IntegrationTester, TestOutcome } from './testers';

const PHONE = /^\+\d{8,15}$/;
export const TEST_SMS_TEXT = 'Shamba test message: your SMS settings work.';
const NEEDS_PHONE =
  'Enter the phone number to send the test SMS to, with its country code, like +254712345678.';

const refused = (error: unknown): TestOutcome => ({
  ok: false,
  message: error instanceof SmsRefusedError ? error.message : `The test failed: ${(error as Error).message}`,
});

export const testAfricasTalking: IntegrationTester = async (integration, input) => {
  const to = input.to?.replace(/[\s-]/g, '') ?? '';
  if (!PHONE.test(to)) return { ok: false, message: NEEDS_PHONE };
  try {
    const answer = await sendAfricasTalkingSms(africasTalkingSettings(integration), {
      to,
      body: TEST_SMS_TEXT,
    });
    return {
      ok: true,
      message: `Africa's Talking accepted the message to ${to}: ${answer.status}${answer.cost ? `, cost ${answer.cost}` : ''}${answer.messageId ? ` (message ${answer.messageId})` : ''}.`,
    };
  } catch (error) {
    return refused(error);
  }
};

export const testTwilio: IntegrationTester = async (integration, input) => {
  const to = input.to?.replace(/[\s-]/g, '') ?? '';
  if (!PHONE.test(to)) return { ok: false, message: NEEDS_PHONE };
  try {
    // No status callback for a test: there is no outbox row for it to update.
    const answer = await sendTwilioSms(twilioSettings(integration, null), { to, body: TEST_SMS_TEXT });
    return {
      ok: true,
      message: `Twilio accepted the message to ${to}: ${answer.status} (message ${answer.sid}).`,
    };
  } catch (error) {
    return refused(error);
  }
};
