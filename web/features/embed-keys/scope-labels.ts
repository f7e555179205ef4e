// What each embed scope lets a partner's site do, in the current language (shared/contracts/embed.ts names them
// in English for the server; the screens read them here).
import type { EmbedScope } from '@/shared/contracts/embed';
import { embedKeysText } from '@/web/features/embed-keys/i18n';

const SCOPE_TEXT = {
  'notifications:read': 'scopeNotificationsRead',
  'inventory:read': 'scopeInventoryRead',
  'inventory:write': 'scopeInventoryWrite',
} as const satisfies Record<EmbedScope, string>;

export const scopeLabel = (scope: EmbedScope): string => embedKeysText.t(SCOPE_TEXT[scope]);
