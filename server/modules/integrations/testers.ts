// "Send a test" on /admin/integrations (docs/product/integrations.md "Testing a service"): one tester per
// provider, given the settings to try, answering whether the provider accepted them and what it said, in words.
// Each tester lives beside the client it exercises; a module that owns a provider adds its line here.
import type { IntegrationProvider } from '@/shared/contracts/platform-enums';
import type { ServerContext } from '@/server/context';
import type { ActiveIntegration } from './integration-store';
import { testAfricasTalking, testTwilio } from './sms-testers';
import { testFirebase, testSmtp, testWeather } from './service-testers';
import { testDaraja } from '@/server/modules/payments/mpesa';
import { testStripe } from '@/server/modules/payments/stripe';
import { testAiProvider } from '@/server/modules/ai/ai-tester';

export interface TestOutcome {
  ok: boolean;
  /** The provider's own answer in words, never carrying a secret. */
  message: string;
}

export interface TesterInput {
  /** A phone number (SMS) or an e-mail address (SMTP) a test message goes to. */
  to?: string;
}

export type TesterContext = Pick<ServerContext, 'db' | 'log' | 'clock' | 'config' | 'secretBox'>;

export type IntegrationTester = (
  integration: ActiveIntegration,
  input: TesterInput,
  ctx: TesterContext,
) => Promise<TestOutcome>;

export const INTEGRATION_TESTERS: Partial<Record<IntegrationProvider, IntegrationTester>> = {
  africastalking: testAfricasTalking,
  twilio: testTwilio,
  smtp: testSmtp,
  firebase: testFirebase,
  weather: testWeather,
  mpesa: testDaraja,
  stripe: testStripe,
  ai: testAiProvider,
};
