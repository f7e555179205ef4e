// What a failed write shows: the server's message when it gave one (docs/product/web-app.md: "the server message is
// preferred"), else the screen's fallback; per-field messages go under their fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError, statusMessage } from '@/shared/api/errors';
import { DEFAULT_LANGUAGE } from '@/shared/i18n/languages';
import { getLanguage } from '@/shared/i18n/runtime';
import { INVALID_INPUT_CODE } from '@/shared/api/input';
import { localizeApiMessage } from '@/shared/api/i18n';

/** What to show, in the current language: the error's own English text is localized, the fallback is the
 *  screen's (already in the current language). */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiRequestError(error)) {
    const fromServer = error.status !== undefined && error.message !== statusMessage(error.status);
    return fromServer || error.code === INVALID_INPUT_CODE ? localizeApiMessage(error.message) : fallback;
  }
  return error instanceof Error && error.message ? localizeApiMessage(error.message) : fallback;
}

/**
 * A success the server worded (in English): in English its words; in another language the known ones
 * translated (localizeMessage), else the screen's own `fallback`, already in the current language.
 */
export function serverSuccessMessage(message: string | undefined, fallback: string): string {
  if (!message) return fallback;
  const localized = localizeApiMessage(message);
  if (localized !== message || getLanguage() === DEFAULT_LANGUAGE) return localized;
  return fallback;
}

/** Puts each field's first message under that field; answers whether any field took one. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiRequestError(error) || !error.fieldErrors) return false;
  let any = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      any = true;
    }
  }
  return any;
}

/** A blank optional field is left out, not sent as 0 or "". */
export const blankToNull = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;
