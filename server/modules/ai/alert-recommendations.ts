// Recommendations on health, soil-test and weather alerts (docs/product/ai.md "Recommendations on alerts"). The
// alert is created and sent first, exactly as without AI; afterwards, in the background, the model is asked for
// 2–4 practical steps and they are written into the notification's data.recommendations. Nothing here can delay
// or fail the alert: without AI, without room in the package, or when the provider fails, the alert stays as it was.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { farms } from '@/server/db/schema/farms';
import { notifications } from '@/server/db/schema/notifications';
import type { FarmAccess } from '@/server/modules/farms/farm-access';
import type { CreatedNotification } from '@/server/modules/notifications/create';
import type { NotificationRow } from '@/server/modules/notifications/payloads';
import { callModel, currentAiSetup, requireAiAllowed, type AiCtx } from './ai-calls';
import { farmFacts } from './farm-context';

const ALERT_TYPES = new Set(['weather_alert', 'health_alert']);
const ALERT_CATEGORIES = new Set(['soil', 'health', 'weather']);

export const isAdvisableAlert = (row: Pick<NotificationRow, 'type' | 'category' | 'farmId'>) =>
  row.farmId !== null && (ALERT_TYPES.has(row.type) || ALERT_CATEGORIES.has(row.category));

const SYSTEM = [
  'You advise smallholder farmers in East Africa.',
  'Give 2 to 4 short, practical recommendations for the alert below, using the farm facts where they help.',
  'One recommendation per line, at most 20 words each, no numbering, no introduction.',
  'Write in the language of the alert.',
].join(' ');

/** The model's lines as a clean list: bullets and numbers dropped, at most four. */
export function recommendationLines(content: string): string[] {
  return content
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
        .replace(/\*\*/g, '')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .map((line) => line.slice(0, 240))
    .slice(0, 4);
}

async function recommendFor(ctx: AiCtx, group: NotificationRow[]): Promise<void> {
  const first = group[0]!;
  const setup = await currentAiSetup(ctx);
  if (!setup) return;
  const [farm] = await ctx.db.select().from(farms).where(eq(farms.id, first.farmId!));
  if (!farm) return;
  try {
    await requireAiAllowed(ctx, { accountId: farm.ownerId, purpose: 'recommendation' });
  } catch {
    return; // The package has no AI or no room left this month: the alert stays as it is.
  }
  // Only crops: the alert's readers may not all see stock or money.
  const facts = await farmFacts(
    ctx.db,
    { farm, permissions: ['crops.view'] } as unknown as FarmAccess,
    ctx.clock.now(),
  );
  const answer = await callModel(ctx, setup, {
    accountId: farm.ownerId,
    requestedBy: null,
    farmId: farm.id,
    purpose: 'recommendation',
    maxTokens: 300,
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content: [
          `Alert: ${first.title}`,
          first.message,
          `Farm: ${farm.name}`,
          facts.length ? `Crops:\n${facts.map((f) => `- ${f.text}`).join('\n')}` : 'No crops recorded.',
        ].join('\n'),
      },
    ],
  });
  const lines = recommendationLines(answer.content);
  if (lines.length === 0) return;
  await ctx.db
    .update(notifications)
    .set({
      data: sql`${notifications.data} || jsonb_build_object('recommendations', ${JSON.stringify(lines)}::jsonb)`,
    })
    .where(
      inArray(
        notifications.id,
        group.map((row) => row.id),
      ),
    );
}

type Recommender = (created: readonly CreatedNotification[]) => void;
const recommenders = new WeakMap<Database, { run: Recommender; inFlight: Set<Promise<void>> }>();

/**
 * For the code that created alerts, after they were sent: starts the recommendations in the background and
 * returns at once. Does nothing when the AI module is not installed on this database.
 */
export function recommendForAlerts(db: Database, created: readonly CreatedNotification[]): void {
  recommenders.get(db)?.run(created);
}

/** Installs the recommender for this app's database; `settled` resolves when background requests finished. */
export function installAlertRecommendations(ctx: AiCtx): { settled: () => Promise<void> } {
  const inFlight = new Set<Promise<void>>();
  const run: Recommender = (created) => {
    const alerts = created.filter((c) => c.created && isAdvisableAlert(c.row)).map((c) => c.row);
    if (alerts.length === 0) return;
    // One request per alert and language: the members of a farm get the same alert, each in their language.
    const groups = new Map<string, NotificationRow[]>();
    for (const row of alerts) {
      const key = `${row.dedupeKey ?? row.id}\u0000${row.title}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) {
      const work = recommendFor(ctx, group).catch((error: unknown) => {
        ctx.log.warn(
          { err: (error as Error).message, notification: group[0]!.id },
          'AI recommendations skipped',
        );
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    }
  };
  recommenders.set(ctx.db, { run, inFlight });
  return {
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** For tests: waits for the recommendations started on this database. */
export async function recommendationsSettled(db: Database): Promise<void> {
  const entry = recommenders.get(db);
  while (entry && entry.inFlight.size > 0) await Promise.all([...entry.inFlight]);
}
