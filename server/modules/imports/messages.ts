// The imports' answers in English as the client receives them (docs/product/imports.md); the web app shows each in
// the reader's language from its `code` (web/features/imports/i18n), so change both together.
export const IMPORT_MESSAGES = {
  emptyFile: 'The file is empty: put the column names in the first row and one record a row below them.',
  tooLarge: 'The file is larger than 20 MB. Split it into smaller files and import each.',
  tooManyRows: 'The file has more than 100,000 rows. Split it into smaller files and import each.',
  wrongType: 'Upload a CSV file or an Excel workbook (.xlsx).',
  csvBroken: 'We could not read this CSV file. Save it again as CSV (comma separated) and retry.',
  csvBrokenAt:
    'We could not read this CSV file at line {line}. Check its quotes, save it again as CSV and retry.',
  xlsxBroken: 'We could not read this Excel file. Save it again as .xlsx and retry.',
  badMapping: 'The column mapping could not be read: choose the columns again.',
  unknownColumn: 'There is no column named {value} in the file.',
  missingColumn: 'Choose the column that holds the {field}.',
  rowsInvalid: 'Nothing was imported: {count} rows have errors. Fix them and import the file again.',
  imported: 'Imported {count} records.',
  // Row errors beside the forms' own messages.
  rowPrefix: 'Row {row}: ',
  duplicateInFile: 'The file has {value} more than once (first on row {first}).',
  itemExists: 'An item named {value} is already in that storage location.',
  skuExists: 'Another item of this farm already has the SKU or barcode {value}.',
  supplierExists: 'A supplier named {value} already exists on this farm.',
  customerPhoneExists: 'Another customer of this farm has the phone number {value}.',
  unknownLocation:
    'There is no storage location named {value} on this farm: add it first or correct the name.',
  unknownSupplier: 'There is no supplier named {value} on this farm: add it first or correct the name.',
  unknownType: 'Choose the item type: input, equipment or product.',
  unknownCategory:
    'There is no expense category named {value} on this farm: add it in Expenses first or correct the name.',
  creditLimit: 'Enter the credit limit as an amount, 0 or more.',
} as const;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
