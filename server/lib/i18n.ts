// The server's side of the translation layer (docs/decisions/022): e-mail, SMS, push and in-app texts go out in
// the recipient's language, the `language` of their user settings (English when unset or no longer offered).
// The server runs TypeScript directly, so its catalogues arrive as plain ICU text and are compiled at run time.
import { inArray, sql } from 'drizzle-orm';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Database } from '@/server/db/client';
import { userSettings } from '@/server/db/schema/user-settings';
import { DEFAULT_LANGUAGE, LOCALES, resolveLanguage, type Language } from '@/shared/i18n/languages';
import { compileMessagesWith, loadAllLanguages } from '@/shared/i18n/runtime';

export { DEFAULT_LANGUAGE, resolveLanguage, type Language };

let compilerInstalled = false;

/**
 * Installs Lingui's message compiler and loads every catalogue defined so far in every language. Safe to call
 * once per app (tests build many): catalogues already loaded are not loaded again.
 */
export async function loadServerTranslations(): Promise<void> {
  if (!compilerInstalled) {
    compileMessagesWith(compileMessage);
    compilerInstalled = true;
  }
  await loadAllLanguages();
}

/** The language of stored user settings (the jsonb of user_settings). */
export const languageOfSettings = (settings: Record<string, unknown> | null | undefined): Language =>
  resolveLanguage(settings?.language);

/**
 * The stored language as a column, for a query that already reads the user (left join user_settings): resolve
 * the answer with `resolveLanguage`.
 */
export const storedLanguage = () => sql<string | null>`${userSettings.settings}->>'language'`;

/** Each user's language in one query; users without stored settings read English. */
export async function languagesOf(db: Database, userIds: readonly string[]): Promise<Map<string, Language>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, Language>(ids.map((id) => [id, DEFAULT_LANGUAGE]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({ userId: userSettings.userId, settings: userSettings.settings })
    .from(userSettings)
    .where(inArray(userSettings.userId, ids));
  for (const row of rows) out.set(row.userId, languageOfSettings(row.settings));
  return out;
}

export async function languageOf(db: Database, userId: string): Promise<Language> {
  return (await languagesOf(db, [userId])).get(userId)!;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number in a given language's locale (shared/i18n/format.ts formats in the page's one language; the server
 * writes in each recipient's): 1234.5 → "1,234.5". Text that is not a number comes back as it is.
 */
export function formatNumberIn(lang: Language, value: number | string, maximumFractionDigits = 2): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && (value.trim() === '' || !Number.isFinite(n))) return value;
  if (!Number.isFinite(n)) return String(value);
  const key = `${LOCALES[lang]}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(n);
}
