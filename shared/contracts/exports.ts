// File downloads (docs/product/reports.md "Files (CSV, Excel, PDF)"): the formats every export is offered in,
// and the lists that can be downloaded whole under /api/farms/{farmId}/exports/{list}.
import { z } from 'zod';
import { EXPORT_FORMATS, type ExportFormat } from './report-enums';

export { EXPORT_FORMATS, type ExportFormat };

export const EXPORT_FORMAT_ERROR = 'Choose the file format: csv, xlsx or pdf.';
export const ExportFormatSchema = z.enum(EXPORT_FORMATS, { error: EXPORT_FORMAT_ERROR });

export const EXPORT_LISTS = ['inventory', 'movements', 'sales', 'transactions', 'tasks', 'staff'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The answer header that tells a download how many rows are coming, when the server knows. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';
