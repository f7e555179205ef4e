// The "Ask about this farm" panel says plainly why it cannot answer (AI not set up, not in the package, limit
// reached, the provider failed) and shows an answer with its cited records linked.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { AiStatus, AskAnswer } from '@/shared/contracts/ai';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { AskFarmPanel } from './ask-farm-panel';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const ready: AiStatus = { configured: true, in_package: true, limit: null, used: 0 };

function server(status: AiStatus, ask: AskAnswer | Error = new Error('not asked')) {
  fake = fakeApi((call) => {
    if (call.url === '/api/farms/farm-1/ai/status') return { data: status };
    if (call.url === '/api/farms/farm-1/ai/ask') return ask instanceof Error ? ask : { data: ask };
    return new Error(`unexpected ${call.method} ${call.url}`);
  });
}

async function askQuestion(question = 'What is low?') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), question);
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
}

describe('AskFarmPanel', () => {
  it('says who to ask when AI is not set up, and offers no question box', async () => {
    server({ ...ready, configured: false });
    renderFeature(<AskFarmPanel farmId="farm-1" />);
    expect(await screen.findByText(/Ask the Shamba platform administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers the upgrade when the package has no AI', async () => {
    server({ ...ready, in_package: false });
    renderFeature(<AskFarmPanel farmId="farm-1" />);
    expect(await screen.findByText(/does not include AI assistance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/farmer/settings/subscription',
    );
  });

  it("says when this month's requests are used up", async () => {
    server({ ...ready, limit: 20, used: 20 });
    renderFeature(<AskFarmPanel farmId="farm-1" />);
    expect(await screen.findByText(/are used up \(20 of 20\)/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('answers with the cited records linked', async () => {
    server(ready, {
      answer: 'Maize seed is low [1]. Spraying is overdue [2].',
      citations: [
        {
          n: 1,
          kind: 'item',
          id: 'item-1',
          label: 'Maize seed',
          url: '/farmer/farms/farm-1/inventory?item=item-1',
        },
        { n: 2, kind: 'task', id: 'task-1', label: 'Spray the beans', url: '/farmer/tasks/task-1' },
      ],
    });
    renderFeature(<AskFarmPanel farmId="farm-1" />);
    await askQuestion();
    expect(await screen.findByText(/Maize seed is low/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maize seed' })).toHaveAttribute(
      'href',
      '/farmer/farms/farm-1/inventory?item=item-1',
    );
    expect(screen.getByRole('link', { name: 'Spray the beans' })).toHaveAttribute(
      'href',
      '/farmer/tasks/task-1',
    );
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('title', 'Maize seed');
    expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({ data: { question: 'What is low?' } });
  });

  it('explains a provider failure and a limit reached while asking', async () => {
    server(
      ready,
      new ApiRequestError('The AI service did not answer.', { status: 502, code: 'ai_provider_error' }),
    );
    const view = renderFeature(<AskFarmPanel farmId="farm-1" />);
    await askQuestion();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI service did not answer. Try again in a few minutes.',
    );
    view.unmount();

    server(
      ready,
      new ApiRequestError('You have reached the monthly AI request limit of your package (Msingi): 5.', {
        status: 402,
        code: 'package_limit_reached',
      }),
    );
    renderFeature(<AskFarmPanel farmId="farm-1" />);
    await askQuestion();
    expect(await screen.findByText(/monthly AI request limit of your package/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toBeInTheDocument();
  });

  it('shows what to fix in the question before asking', async () => {
    server(ready);
    renderFeature(<AskFarmPanel farmId="farm-1" />);
    await screen.findByRole('textbox', { name: 'Your question' });
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Type a question about your farm.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });
});
