// Saves one outside service's settings (docs/product/integrations.md): the shown config checked against the
// provider's schema, secrets sealed (a secret left out or '' keeps the saved one, null clears it), at most one SMS
// provider on, and an entry in the admin activity log naming what changed, never a secret's value.
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INTEGRATION_CONFIG_SCHEMAS,
  INTEGRATION_SECRET_FIELDS,
  REQUIRED_SECRETS,
} from '@/shared/contracts/integrations';
import { SMS_PROVIDERS, type IntegrationProvider } from '@/shared/contracts/platform-enums';
import type { ServerContext } from '@/server/context';
import { integrationSettings } from '@/server/db/schema/platform-config';
import { HttpError } from '@/server/lib/http-error';
import { SECRETS_KEY_MISSING } from '@/server/lib/secret-box';
import { recordPlatformAction } from '@/server/modules/platform-staff/platform-audit';
import { forgetIntegration } from './integration-store';

export interface IntegrationChange {
  enabled: boolean;
  config: Record<string, unknown>;
  /** A new value, '' or absent to keep the saved one, null to clear it. */
  secrets?: Record<string, string | null | undefined>;
}

export interface IntegrationActor {
  id: string;
  name: string;
}

const issueField = (prefix: string, issue: z.core.$ZodIssue) =>
  [prefix, ...issue.path.map(String)].filter(Boolean).join('.');

/** The config as the provider's schema reads it, or a 422 naming each field to fix. */
export function parseIntegrationConfig(
  provider: IntegrationProvider,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const parsed = INTEGRATION_CONFIG_SCHEMAS[provider].safeParse(config);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issueField('config', issue);
    (errors[field] ??= []).push(issue.message);
  }
  throw new HttpError(422, 'Some fields need fixing.', { code: 'validation_failed', errors });
}

/** The secrets after this change: a given value replaces, null clears, '' or absent keeps. */
export function mergeSecrets(
  provider: IntegrationProvider,
  saved: Record<string, string>,
  given: IntegrationChange['secrets'] = {},
): { secrets: Record<string, string>; changed: string[] } {
  const allowed: readonly string[] = INTEGRATION_SECRET_FIELDS[provider];
  const unknown = Object.keys(given).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    const message = 'This service has no secret by that name.';
    throw new HttpError(422, 'Some fields need fixing.', {
      code: 'validation_failed',
      errors: Object.fromEntries(unknown.map((name) => [`secrets.${name}`, [message]])),
    });
  }
  const secrets = { ...saved };
  const changed: string[] = [];
  for (const name of allowed) {
    const value = given[name];
    if (value === undefined || value === '') continue;
    if (value === null) {
      if (name in secrets) changed.push(name);
      delete secrets[name];
      continue;
    }
    const trimmed = value.trim();
    if (secrets[name] !== trimmed) changed.push(name);
    secrets[name] = trimmed;
  }
  return { secrets, changed };
}

function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}

/**
 * Saves the provider's settings and returns the fields that changed. 422 for a bad config or a missing required
 * secret when switching on, 409 when secrets are given and the server has no key to seal them with.
 */
export async function saveIntegration(
  ctx: Pick<ServerContext, 'db' | 'secretBox' | 'clock'>,
  provider: IntegrationProvider,
  change: IntegrationChange,
  actor: IntegrationActor,
): Promise<{ changed: string[] }> {
  const config = parseIntegrationConfig(provider, change.config);
  const givesSecrets = Object.values(change.secrets ?? {}).some(
    (value) => typeof value === 'string' && value,
  );
  if (givesSecrets && !ctx.secretBox) {
    throw new HttpError(409, SECRETS_KEY_MISSING, { code: 'secrets_key_missing' });
  }

  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(integrationSettings)
      .where(eq(integrationSettings.provider, provider))
      .for('update');
    let saved: Record<string, string> = {};
    if (row?.secrets && ctx.secretBox) {
      try {
        saved = ctx.secretBox.open(row.secrets);
      } catch {
        // Sealed under another key: they cannot be read, so they count as not set and must be entered again.
        saved = {};
      }
    }
    const merged = mergeSecrets(provider, saved, change.secrets);
    if (change.enabled) {
      const missing = REQUIRED_SECRETS[provider].filter((name) => !merged.secrets[name]);
      if (missing.length > 0) {
        const message = 'Enter this secret before switching the service on.';
        throw new HttpError(422, 'Some fields need fixing.', {
          code: 'validation_failed',
          errors: Object.fromEntries(missing.map((name) => [`secrets.${name}`, [message]])),
        });
      }
    }
    const hasSecrets = Object.keys(merged.secrets).length > 0;
    if (hasSecrets && !ctx.secretBox) {
      throw new HttpError(409, SECRETS_KEY_MISSING, { code: 'secrets_key_missing' });
    }
    const sealed =
      merged.changed.length === 0
        ? (row?.secrets ?? null)
        : hasSecrets
          ? ctx.secretBox!.seal(merged.secrets)
          : null;
    const now = ctx.clock.now();
    const values = {
      enabled: change.enabled,
      config,
      secrets: sealed,
      updatedBy: actor.id,
      updatedAt: now,
    };
    await tx
      .insert(integrationSettings)
      .values({ provider, ...values })
      .onConflictDoUpdate({ target: integrationSettings.provider, set: values });

    const fields = [
      ...(row?.enabled !== change.enabled ? ['enabled'] : []),
      ...changedKeys(row?.config ?? {}, config).map((key) => `config.${key}`),
      ...merged.changed.map((name) => `secrets.${name}`),
    ];
    // At most one SMS provider on: switching one on switches the other off.
    let switchedOff: string[] = [];
    if (change.enabled && (SMS_PROVIDERS as readonly string[]).includes(provider)) {
      const others = SMS_PROVIDERS.filter((other) => other !== provider);
      switchedOff = (
        await tx
          .update(integrationSettings)
          .set({ enabled: false, updatedBy: actor.id, updatedAt: now })
          .where(inArray(integrationSettings.provider, others))
          .returning({ provider: integrationSettings.provider })
      ).map((other) => other.provider);
      // Only the ones that were on matter to the log, but turning off an off row is harmless.
    }
    await recordPlatformAction(tx, {
      actor,
      module: 'integrations',
      action: 'edit',
      targetType: 'integration',
      targetId: null,
      summary: `Changed the ${provider} integration (${fields.join(', ') || 'nothing'})`,
      details: {
        provider,
        enabled: change.enabled,
        changed: fields,
        ...(switchedOff.length > 0 ? { switched_off: switchedOff } : {}),
      },
    });
    return fields;
  });
  forgetIntegration(ctx.db);
  return { changed };
}
