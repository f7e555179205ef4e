// The View / Edit / Delete icon buttons at the end of a table row (storage locations, suppliers). Each is named
// after the row ("Edit Main store") so screen readers and tests can tell the rows apart.
import { Link } from 'react-router-dom';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { componentsText } from '@/web/components/i18n';

export function RowActions<T>({
  row,
  name,
  viewTo,
  onEdit,
  onDelete,
}: {
  row: T;
  name: string;
  viewTo: string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
}) {
  return (
    <div className="flex gap-1">
      <Link
        to={viewTo}
        className="btn btn-ghost btn-sm btn-square"
        aria-label={componentsText.t('viewName', { name })}
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
      </Link>
      {onEdit && (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={componentsText.t('editName', { name })}
          onClick={() => onEdit(row)}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square text-error"
          aria-label={componentsText.t('deleteName', { name })}
          onClick={() => onDelete(row)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
