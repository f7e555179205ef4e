// Embed keys and widget sessions (docs/decisions/021). A farmer creates a publishable key for one
// farm, the sites (origins) allowed to use it and its scopes; a widget on one of those sites exchanges the key
// for a short-lived widget session. The key is public by design: the origin list and the scopes are the lock.
import { z } from 'zod';
import { LANGUAGES } from './languages';

export const EMBED_SCOPES = ['notifications:read', 'inventory:read', 'inventory:write'] as const;
export type EmbedScope = (typeof EMBED_SCOPES)[number];

export const SCOPE_LABELS: Record<EmbedScope, string> = {
  'notifications:read': 'Read notifications',
  'inventory:read': 'Read inventory',
  'inventory:write': 'Change inventory (consume and transfer stock)',
};

export const MAX_ORIGINS = 20;
export const ORIGIN_HINT = 'An origin is the scheme, host and port only, e.g. https://coop.example.org.';

/** "https://coop.example.org" exactly: http(s), no path, query or trailing slash (what browsers send as Origin). */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

const OriginSchema = z
  .string()
  .trim()
  .refine(isOrigin, { error: (issue) => `${String(issue.input)} is not an origin. ${ORIGIN_HINT}` });

export const CreateEmbedKeyInput = z
  .object({
    name: z
      .string({ error: 'Give the key a name.' })
      .trim()
      .min(1, 'Give the key a name.')
      .max(80, 'Keep the name under 80 characters.'),
    farm_id: z.string({ error: 'Choose a farm.' }).min(1, 'Choose a farm.'),
    allowed_origins: z
      .array(OriginSchema, { error: 'Add at least one allowed origin.' })
      .min(1, 'Add at least one allowed origin.')
      .max(MAX_ORIGINS, `At most ${MAX_ORIGINS} origins per key.`)
      .refine((list) => new Set(list).size === list.length, 'Each origin only once.'),
    scopes: z
      .array(z.enum(EMBED_SCOPES, { error: 'Unknown scope.' }), { error: 'Choose at least one scope.' })
      .min(1, 'Choose at least one scope.')
      .refine((list) => new Set(list).size === list.length, 'Each scope only once.')
      .refine(
        (list) => !list.includes('inventory:write') || list.includes('inventory:read'),
        'Changing inventory needs reading it too: add inventory:read.',
      ),
  })
  .strict();
export type CreateEmbedKeyInput = z.infer<typeof CreateEmbedKeyInput>;

export const EmbedKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  farm_id: z.string(),
  farm_name: z.string(),
  publishable_key: z.string(),
  allowed_origins: z.array(z.string()),
  scopes: z.array(z.enum(EMBED_SCOPES)),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type EmbedKey = z.infer<typeof EmbedKeySchema>;

export const EmbedKeyListSchema = z.object({ data: z.array(EmbedKeySchema) });
export const EmbedKeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: EmbedKeySchema,
});
export const EmbedKeyListQuerySchema = z.object({ farm_id: z.string().optional() });

/** POST /api/widget/k/{key}/session answers this; the token goes in `Authorization: Bearer` afterwards. */
export const WidgetSessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  scopes: z.array(z.enum(EMBED_SCOPES)),
  farm: z.object({ id: z.string(), name: z.string() }),
  /** The key owner's id: their private notification channels are private-user.{id} and friends. */
  user_id: z.string(),
  /** The key owner's language (their settings): the widgets speak it unless the element has a `lang`. */
  language: z.enum(LANGUAGES),
});
export type WidgetSession = z.infer<typeof WidgetSessionSchema>;

export const WIDGET_SESSION_TTL_MS = 15 * 60_000;
export const ORIGIN_NOT_ALLOWED = 'This site is not allowed to use this embed key.';
export const KEY_NOT_VALID = 'This embed key is not valid or has been revoked.';
export const SESSION_NOT_VALID = 'The widget session has ended; reconnect.';
