// Prices are typed in major units ("500" or "499.50") and travel as integer minor units (docs/decisions/039).
/** "499.50" → 49950; text that is not an amount goes to the server as it is, which names the field. */
export function toMinorUnits(text: string): number | string {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return trimmed;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const fromMinorUnits = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
