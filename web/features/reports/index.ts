// The report pages' shared frame (docs/product/reports.md); each report's own view sits beside it.
export { ReportPage, type Report, type ReportPageProps } from './components/report-page';
export { ReportTable, type ReportColumn } from './components/report-table';
export { useReportQuery } from './report-query';
