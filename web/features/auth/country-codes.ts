// Calling codes offered next to the phone number; East Africa first (the product's currencies, contracts/settings).
// A country whose name reads the same in English and Kiswahili keeps it here; the others are named in the auth
// catalogue, so the list reads in the current language.
import { authText } from '@/web/features/auth/i18n';

type AuthTextKey = Parameters<typeof authText.t>[0];
type CountryCode = { value: string } & ({ name: string } | { country: AuthTextKey });

export const COUNTRY_CODES: readonly CountryCode[] = [
  { value: '+254', name: 'Kenya' },
  { value: '+256', name: 'Uganda' },
  { value: '+255', name: 'Tanzania' },
  { value: '+250', name: 'Rwanda' },
  { value: '+251', name: 'Ethiopia' },
  { value: '+234', name: 'Nigeria' },
  { value: '+233', name: 'Ghana' },
  { value: '+27', country: 'countrySouthAfrica' },
  { value: '+91', name: 'India' },
  { value: '+44', country: 'countryUnitedKingdom' },
  { value: '+1', country: 'countryUnitedStatesCanada' },
  { value: '+33', country: 'countryFrance' },
];

/** The choices of the calling-code select: "Kenya (+254)", "Afrika Kusini (+27)" in Kiswahili. */
export function countryCodeOptions(): { value: string; label: string }[] {
  return COUNTRY_CODES.map((entry) => ({
    value: entry.value,
    label: authText.t('countryWithCode', {
      country: 'country' in entry ? authText.t(entry.country) : entry.name,
      code: entry.value,
    }),
  }));
}

/** "0712 345 678" with +254 → "+254712345678"; a number typed with its own + code is kept as typed. */
export function joinPhone(countryCode: string, number: string): string {
  const digits = number.replace(/[\s()-]/g, '');
  if (!digits) return '';
  if (digits.startsWith('+')) return digits;
  return `${countryCode}${digits.replace(/^0+/, '')}`;
}
