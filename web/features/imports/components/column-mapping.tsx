// Step 3 of an import: a select per field, prefilled with the column the server matched, "Not imported" for none.
import { IMPORT_FIELDS, type ImportKind, type ImportMapping } from '@/shared/contracts/imports';
import { importsText } from '../i18n';
import { fieldLabel } from '../import-texts';

interface ColumnMappingProps {
  kind: ImportKind;
  columns: readonly string[];
  mapping: ImportMapping;
  disabled?: boolean;
  onChange: (mapping: ImportMapping) => void;
}

export function ColumnMapping({ kind, columns, mapping, disabled, onChange }: ColumnMappingProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {IMPORT_FIELDS[kind].map((field) => {
        const label = field.required
          ? importsText.t('requiredField', { field: fieldLabel(field.key) })
          : fieldLabel(field.key);
        return (
          <label key={field.key} className="form-control">
            <span className="label-text mb-1 block text-sm">{label}</span>
            <select
              className="select select-bordered select-sm w-full"
              value={mapping[field.key] ?? ''}
              disabled={disabled}
              onChange={(event) => onChange({ ...mapping, [field.key]: event.target.value || null })}
            >
              <option value="">{importsText.t('notImported')}</option>
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </div>
  );
}
