// Calling codes offered next to the phone number; East Africa first (the product's currencies, contracts/settings).
export const COUNTRY_CODES = [
  { value: '+254', label: 'Kenya (+254)' },
  { value: '+256', label: 'Uganda (+256)' },
  { value: '+255', label: 'Tanzania (+255)' },
  { value: '+250', label: 'Rwanda (+250)' },
  { value: '+251', label: 'Ethiopia (+251)' },
  { value: '+234', label: 'Nigeria (+234)' },
  { value: '+233', label: 'Ghana (+233)' },
  { value: '+27', label: 'South Africa (+27)' },
  { value: '+91', label: 'India (+91)' },
  { value: '+44', label: 'United Kingdom (+44)' },
  { value: '+1', label: 'United States / Canada (+1)' },
  { value: '+33', label: 'France (+33)' },
] as const;

/** "0712 345 678" with +254 → "+254712345678"; a number typed with its own + code is kept as typed. */
export function joinPhone(countryCode: string, number: string): string {
  const digits = number.replace(/[\s()-]/g, '');
  if (!digits) return '';
  if (digits.startsWith('+')) return digits;
  return `${countryCode}${digits.replace(/^0+/, '')}`;
}
