// "Send a test" for the AI provider on /admin/integrations (docs/product/ai.md "The provider"): a tiny chat
// completion with the settings being tried, answering with the model's reply or the provider's refusal. The test
// on /admin/ai/configuration does the same and also records the request (it knows who asked).
import type { IntegrationTester } from '@/server/modules/integrations/testers';
import { AiProviderError, chatCompletion } from './ai-client';
import { setupOf } from './ai-calls';

export const testAiProvider: IntegrationTester = async (integration) => {
  const setup = setupOf(integration);
  if (!setup) return { ok: false, message: 'Enter the address, the model and the API key first.' };
  try {
    const answer = await chatCompletion(
      setup.settings,
      [{ role: 'user', content: 'Reply with one short sentence saying the Shamba AI connection works.' }],
      { maxTokens: 30, timeoutMs: 20_000 },
    );
    return {
      ok: true,
      message: `${setup.settings.model} answered: "${answer.content.trim().slice(0, 200)}" (${answer.promptTokens} prompt and ${answer.completionTokens} completion tokens).`,
    };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    return { ok: false, message: `${error.message}${error.status ? ` (${error.status})` : ''}` };
  }
};
