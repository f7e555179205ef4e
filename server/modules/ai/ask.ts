// "Ask about this farm" (docs/product/ai.md): the question and the farm's numbered facts go to the model, which is
// told to answer only from them and cite each fact it used as [n]; the answer comes back with those citations
// linked to the records.
import type { FarmAccess } from '@/server/modules/farms/farm-access';
import type { AskAnswer } from '@/shared/contracts/ai';
import { askModelFor, type AiCtx } from './ai-calls';
import { citedFacts, farmFacts } from './farm-context';

const SYSTEM = [
  "You are Shamba's farm assistant. Answer the farmer's question using ONLY the numbered facts about their farm.",
  'After each statement, cite the facts it rests on as [n] with the fact numbers.',
  'If the facts do not answer the question, say so plainly and suggest what to record in Shamba.',
  "Be brief and practical (at most 120 words). Answer in the language of the farmer's question.",
].join(' ');

export async function askAboutFarm(
  ctx: AiCtx,
  access: FarmAccess,
  askerId: string,
  question: string,
): Promise<AskAnswer> {
  const facts = await farmFacts(ctx.db, access, ctx.clock.now());
  const listed = facts.length
    ? facts.map((fact) => `[${fact.n}] ${fact.text}`).join('\n')
    : '(No records yet: the farm has no stock, crops, open tasks or recent sales recorded.)';
  const answer = await askModelFor(ctx, {
    accountId: access.farm.ownerId,
    requestedBy: askerId,
    farmId: access.farm.id,
    purpose: 'ask',
    maxTokens: 400,
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content: `Farm: ${access.farm.name}\nToday: ${ctx.clock.now().toISOString().slice(0, 10)}\nFacts:\n${listed}\n\nQuestion: ${question}`,
      },
    ],
  });
  return {
    answer: answer.content.trim(),
    citations: citedFacts(answer.content, facts).map(({ n, kind, id, label, url }) => ({
      n,
      kind,
      id,
      label,
      url,
    })),
  };
}
