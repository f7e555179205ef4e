// The admin side's activity log (docs/decisions/040): every action a platform administrator takes, written in
// the same transaction as the change it describes.
import type { Database } from '@/server/db/client';
import { platformAuditLog } from '@/server/db/schema/platform-config';

export interface PlatformAction {
  actor: { id: string; name: string };
  /** A platform permission module: farmers, packages, subscriptions, integrations, ai, content, settings… */
  module: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  /** A short English sentence for search; screens translate from module and action instead. */
  summary: string;
  /** What changed; never a secret. */
  details?: Record<string, unknown>;
}

export async function recordPlatformAction(db: Database, entry: PlatformAction): Promise<void> {
  await db.insert(platformAuditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    module: entry.module,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    summary: entry.summary,
    details: entry.details ?? null,
  });
}
