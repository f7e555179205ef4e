// Imports from spreadsheets (docs/product/imports.md): a template per kind, a preview that names every bad row in
// plain words, and an all-or-nothing commit. The file travels as the raw request body (CSV or XLSX) and the
// column mapping as a JSON query parameter, so the server keeps no state between preview and commit.
import { z } from 'zod';

export const IMPORT_KINDS = ['items', 'suppliers', 'customers', 'expenses'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const CSV_CONTENT_TYPE = 'text/csv';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The largest file and the most rows one import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** Rows the preview sends back to show; the errors and counts cover every row. */
export const IMPORT_PREVIEW_ROWS = 100;
/** Row errors listed in one answer; the count covers them all. */
export const IMPORT_MAX_LISTED_ERRORS = 1000;

export interface ImportField {
  key: string;
  required: boolean;
  /** Header names matched case- and space-insensitively, English and Kiswahili; the first is the template's. */
  headers: readonly string[];
  /** The template's example value. */
  example: string;
}

const field = (key: string, required: boolean, example: string, headers: string[]): ImportField => ({
  key,
  required,
  headers,
  example,
});

/** The fields of each kind, in template order. */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  items: [
    field('name', true, 'DAP Fertilizer', ['Name', 'Item name', 'Item', 'Jina', 'Jina la bidhaa']),
    field('type', true, 'input', ['Type', 'Item type', 'Aina']),
    field('category', true, 'Fertilizer', ['Category', 'Kundi', 'Jamii']),
    field('unit', false, 'kg', ['Unit', 'Kipimo']),
    field('quantity', true, '100', ['Quantity', 'Qty', 'Stock', 'Kiasi', 'Idadi']),
    field('unit_cost', false, '85.50', ['Unit cost', 'Cost', 'Gharama', 'Bei ya kununua']),
    field('location', true, 'Main store', ['Storage location', 'Location', 'Store', 'Ghala', 'Mahali']),
    field('supplier', false, '', ['Supplier', 'Msambazaji']),
    field('expiry_date', false, '2027-06-30', ['Expiry date', 'Expiry', 'Tarehe ya kuisha']),
    field('reorder_level', false, '20', ['Reorder level', 'Kiwango cha kuagiza']),
    field('max_level', false, '', ['Maximum level', 'Max level', 'Kiwango cha juu']),
    field('purchase_date', false, '', ['Purchase date', 'Tarehe ya kununua']),
    field('sku', false, '', ['SKU', 'Barcode', 'SKU or barcode', 'Msimbo']),
    field('description', false, '', ['Description', 'Notes', 'Maelezo']),
  ],
  suppliers: [
    field('name', true, 'Agrovet Nakuru', [
      'Name',
      'Supplier',
      'Supplier name',
      'Business name',
      'Jina',
      'Msambazaji',
    ]),
    field('email', false, 'sales@agrovet.co.ke', ['Email', 'E-mail', 'Barua pepe']),
    field('phone', false, '0712345678', ['Phone', 'Phone number', 'Simu', 'Nambari ya simu']),
    field('address', false, 'Kenyatta Avenue, Nakuru', ['Address', 'Anwani']),
  ],
  customers: [
    field('name', true, 'Mama Wanjiku', ['Name', 'Customer', 'Customer name', 'Jina', 'Mteja']),
    field('phone', false, '0712345678', ['Phone', 'Phone number', 'Simu', 'Nambari ya simu']),
    field('email', false, 'wanjiku@example.co.ke', ['Email', 'E-mail', 'Barua pepe']),
    field('tax_id', false, 'A123456789B', ['Tax ID', 'KRA PIN', 'PIN']),
    field('credit_limit', false, '5000', ['Credit limit', 'Kikomo cha mkopo']),
    field('notes', false, '', ['Notes', 'Maelezo']),
  ],
  expenses: [
    field('date', true, '2026-03-01', ['Date', 'Date spent', 'Spent on', 'Tarehe']),
    field('description', true, 'Diesel for the tractor', ['Description', 'Details', 'Maelezo']),
    field('category', true, 'Fuel and power', ['Category', 'Kundi', 'Aina ya gharama']),
    field('amount', true, '4500', ['Amount', 'Amount paid', 'Kiasi', 'Kiasi kilicholipwa']),
    field('tax', false, '0', ['Tax', 'VAT', 'Kodi']),
    field('payment_method', true, 'M-Pesa', ['Payment method', 'Paid by', 'Method', 'Njia ya malipo']),
    field('reference', false, 'QJ4K7L2M9P', ['Reference', 'Receipt number', 'Kumbukumbu']),
    field('supplier', false, '', ['Supplier', 'Paid to', 'Msambazaji']),
  ],
};

export const ImportKindParams = z.object({
  farmId: z.string(),
  kind: z.enum(IMPORT_KINDS, { error: 'Choose what to import: items, suppliers, customers or expenses.' }),
});

export const ImportTemplateQuery = z.object({
  format: z.enum(IMPORT_FORMATS, { error: 'Choose the template format: csv or xlsx.' }).default('csv'),
});

/** Which file column fills each field (field key -> column header); a field left out is not imported. */
export const ImportMappingSchema = z.record(z.string(), z.string().nullable());
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const ImportUploadQuery = z.object({
  /** ImportMapping as JSON; without it the suggested mapping is used. */
  mapping: z.string().max(20_000).optional(),
});

/** One problem of one row: `row` is the spreadsheet's row number (the header is row 1). */
export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  /** The field key, or null for a problem of the whole row. */
  field: z.string().nullable(),
  /** In plain English words, the same as the form says; `code` and `value` let a screen say it in its language. */
  message: z.string(),
  code: z.string().optional(),
  value: z.string().optional(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  columns: z.array(z.string()),
  mapping: ImportMappingSchema,
  row_count: z.number().int(),
  /** Rows with at least one error. */
  invalid_rows: z.number().int(),
  error_count: z.number().int(),
  /** At most IMPORT_MAX_LISTED_ERRORS, in row order. */
  errors: z.array(ImportRowErrorSchema),
  /** The first IMPORT_PREVIEW_ROWS rows as mapped (field key -> cell text), with their spreadsheet row numbers. */
  rows: z.array(z.object({ row: z.number().int(), cells: z.record(z.string(), z.string()) })),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export const ImportPreviewResponseSchema = z.object({ data: ImportPreviewSchema });

export const ImportResultSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  created: z.number().int(),
  /** Items only: the receive movements written for their starting stock. */
  movements: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
export const ImportCommitResponseSchema = z.object({ message: z.string(), data: ImportResultSchema });
