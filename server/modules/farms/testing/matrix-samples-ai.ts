// The AI routes for the authorization matrix (matrix-samples.ts spreads them in). Asking needs a provider: the
// world's database is pointed at a local OpenAI-compatible fake once, so an allowed caller gets a real answer.
import { forgetIntegration } from '@/server/modules/integrations/integration-store';
import { integrationSettings } from '@/server/db/schema/platform-config';
import { createSecretBox } from '@/server/lib/secret-box';
import { startFakeOpenAi } from '@/server/modules/ai/testing/fake-openai';
import type { MatrixRequest, MatrixWorld } from './matrix-world';

// The SECRETS_KEY createTestApp gives every test app (server/test/app.ts).
const TEST_SECRETS_KEY = 'test-only-secrets-key-0123456789abcdef';
const configured = new WeakSet<object>();

async function withFakeProvider(w: MatrixWorld): Promise<void> {
  if (configured.has(w.t.db)) return;
  configured.add(w.t.db);
  const fake = await startFakeOpenAi();
  const values = {
    enabled: true,
    config: {
      base_url: fake.baseUrl,
      model: 'gpt-4o-mini',
      prompt_usd_per_million_tokens: 0,
      completion_usd_per_million_tokens: 0,
    },
    secrets: createSecretBox(TEST_SECRETS_KEY).seal({ api_key: fake.key }),
  };
  await w.t.db
    .insert(integrationSettings)
    .values({ provider: 'ai', ...values })
    .onConflictDoUpdate({ target: integrationSettings.provider, set: values });
  forgetIntegration(w.t.db, 'ai');
}

export const AI_MATRIX_SAMPLES: Record<string, (w: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest> = {
  'GET /api/farms/:farmId/ai/status': (w) => ({
    method: 'GET',
    url: `/api/farms/${w.farm.farmId}/ai/status`,
  }),
  'POST /api/farms/:farmId/ai/ask': async (w) => {
    await withFakeProvider(w);
    return {
      method: 'POST',
      url: `/api/farms/${w.farm.farmId}/ai/ask`,
      payload: { question: 'What is low in stock?' },
    };
  },
};
