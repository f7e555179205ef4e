// Step 4 of an import: the first rows as they will be read, each with its problems in plain words, then the
// problems of rows further down, and the counts over the whole file.
import { IMPORT_FIELDS, type ImportKind, type ImportPreview } from '@/shared/contracts/imports';
import { importsText } from '../i18n';
import { errorsByRow, fieldLabel, problemText } from '../import-texts';

export function ImportPreviewTable({ kind, preview }: { kind: ImportKind; preview: ImportPreview }) {
  const fields = IMPORT_FIELDS[kind].filter((field) => preview.mapping[field.key]);
  const byRow = errorsByRow(preview.errors);
  const shown = new Set(preview.rows.map((row) => row.row));
  const further = preview.errors.filter((error) => !shown.has(error.row));
  const unlisted = preview.error_count - preview.errors.length;
  return (
    <div className="space-y-3">
      <p>
        {importsText.t('rowCount', { rows: preview.row_count, invalid: preview.invalid_rows })}{' '}
        {preview.error_count === 0 && importsText.t('allGood')}
      </p>
      {preview.rows.length < preview.row_count && (
        <p className="text-sm text-base-content/70">
          {importsText.t('showingFirst', { shown: preview.rows.length })}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>{importsText.t('row')}</th>
              {fields.map((field) => (
                <th key={field.key}>{fieldLabel(field.key)}</th>
              ))}
              <th>{importsText.t('problems')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map(({ row, cells }) => {
              const problems = byRow.get(row) ?? [];
              return (
                <tr key={row} className={problems.length > 0 ? 'bg-error/10' : undefined}>
                  <td>{row}</td>
                  {fields.map((field) => (
                    <td key={field.key}>{cells[field.key]}</td>
                  ))}
                  <td>
                    {problems.length === 0 ? (
                      <span className="text-success">{importsText.t('noProblems')}</span>
                    ) : (
                      <ul>
                        {problems.map((problem, index) => (
                          <li key={index} className="text-error">
                            {problem.field ? `${fieldLabel(problem.field)}: ` : ''}
                            {problemText(problem)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {further.length > 0 && (
        <section aria-label={importsText.t('otherRows')}>
          <h3 className="font-semibold">{importsText.t('otherRows')}</h3>
          <ul className="list-disc pl-6 text-error">
            {further.map((problem, index) => (
              <li key={index}>
                {importsText.t('row')} {problem.row}: {problem.field ? `${fieldLabel(problem.field)}: ` : ''}
                {problemText(problem)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {unlisted > 0 && <p className="text-sm">{importsText.t('moreErrors', { count: unlisted })}</p>}
    </div>
  );
}
