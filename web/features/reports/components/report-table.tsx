// A report's figures as a table: every chart on a report page has one beside it, so the numbers are there for
// screen readers, for copying and for print (docs/product/reports.md "Charts").
import type { Key, ReactNode } from 'react';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => Key;
  /** A totals row: one cell per column. */
  footer?: ReactNode[];
}) {
  const align = (column: ReportColumn<Row>) => (column.numeric ? 'text-right tabular-nums' : '');
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, index) => (
                <td
                  key={columns[index]?.header ?? index}
                  className={`font-semibold ${align(columns[index]!)}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
