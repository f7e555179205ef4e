// Cell text as people type it in spreadsheets, turned into what the forms' schemas read (docs/product/imports.md
// "Cells"): 1,200.50 is 1200.50, and 30/06/2027 (day first, as written in East Africa) is 2027-06-30.

const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** A number's text without thousands separators; other text as it is (the schema says what is wrong). */
export const numberCell = (text: string) => (GROUPED_NUMBER.test(text) ? text.replace(/,/g, '') : text);

/** A date as YYYY-MM-DD when written day first; other text as it is. */
export function dateCell(text: string): string {
  const match = DAY_FIRST.exec(text);
  if (!match) return text;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** '' as "not given", so optional fields stay empty and required ones get the form's "Enter the …" message. */
export const given = (text: string | undefined) => (text ? text : undefined);

/** Header text compared as people mean it: case, spaces, dashes and underscores do not matter. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[\s_\-.*:]+/g, '');
