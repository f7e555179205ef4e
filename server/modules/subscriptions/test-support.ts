// Fixtures for the subscription and payment tests: packages and provider settings written straight to the
// database (their own pages belong to other modules), with secrets sealed as the integrations page seals them.
import { randomUUID } from 'node:crypto';
import { packagePrices, packages } from '@/server/db/schema/billing';
import { integrationSettings } from '@/server/db/schema/platform-config';
import { createSecretBox } from '@/server/lib/secret-box';
import { forgetEntitlements } from '@/server/modules/entitlements/entitlement-cache';
import { forgetIntegration } from '@/server/modules/integrations/integration-store';
import type { TestApp } from '@/server/test/app';
import type { PackageFeature } from '@/shared/contracts/platform-enums';

/** The key createTestApp gives the app (server/test/app.ts). */
const TEST_SECRETS_KEY = 'test-only-secrets-key-0123456789abcdef';

export async function seedPackage(
  t: Pick<TestApp, 'db'>,
  input: {
    name?: string;
    trialDays?: number;
    features?: PackageFeature[];
    isDefault?: boolean;
    isPublic?: boolean;
    maxFarms?: number | null;
    sortOrder?: number;
    prices?: { currency?: string; interval: 'month' | 'year'; amountMinor: number }[];
  } = {},
) {
  const [row] = await t.db
    .insert(packages)
    .values({
      name: input.name ?? `Package ${randomUUID().slice(0, 6)}`,
      trialDays: input.trialDays ?? 0,
      features: input.features ?? [],
      isDefault: input.isDefault ?? false,
      isPublic: input.isPublic ?? true,
      maxFarms: input.maxFarms ?? null,
      sortOrder: input.sortOrder ?? 0,
    })
    .returning();
  const prices = input.prices ?? [];
  if (prices.length > 0) {
    await t.db.insert(packagePrices).values(
      prices.map((p) => ({
        packageId: row!.id,
        currency: p.currency ?? 'KES',
        interval: p.interval,
        amountMinor: p.amountMinor,
      })),
    );
  }
  forgetEntitlements(t.db);
  return row!;
}

export async function seedIntegration(
  t: Pick<TestApp, 'db'>,
  provider: 'mpesa' | 'stripe',
  config: Record<string, unknown>,
  secrets: Record<string, string>,
  enabled = true,
) {
  const sealed = createSecretBox(TEST_SECRETS_KEY).seal(secrets);
  await t.db
    .insert(integrationSettings)
    .values({ provider, enabled, config, secrets: sealed })
    .onConflictDoUpdate({ target: integrationSettings.provider, set: { enabled, config, secrets: sealed } });
  forgetIntegration(t.db, provider);
}

export const MPESA_SECRETS = {
  consumer_key: 'ck-test-9f8e7d',
  consumer_secret: 'cs-test-1a2b3c',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  callback_token: 'cbtok-5e1f0c2d9a7b4e3f',
};
export const STRIPE_SECRETS = {
  secret_key: 'sk_test_51Fake0123456789abcd',
  webhook_secret: 'whsec_test_abcdef0123456789',
};
