// Where the list downloads live (docs/product/reports.md "Files (CSV, Excel, PDF)"); a report's is
// reportExportPath in shared/api/reports.ts. A download is read as a stream with progress (web/lib/download.ts),
// not through the JSON client, so these only build addresses; the format and the page's filters go in the query.
import { EXPORT_LISTS, type ExportList } from '@/shared/contracts/exports';

export const listExportPath = (farmId: string, list: ExportList) =>
  `/api/farms/${encodeURIComponent(farmId)}/exports/${list}`;

/** One address builder per list: `listExportPaths.sales(farmId)`. */
export const listExportPaths = Object.fromEntries(
  EXPORT_LISTS.map((list) => [list, (farmId: string) => listExportPath(farmId, list)]),
) as Record<ExportList, (farmId: string) => string>;
