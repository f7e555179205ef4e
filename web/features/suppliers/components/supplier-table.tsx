// The suppliers of a farm: name, e-mail, phone, address and how many items each supplied.
import { Link } from 'react-router-dom';
import { RowActions } from '@/web/components/row-actions';
import type { Supplier } from '@/shared/api/suppliers';
import { paths } from '@/shared/routes/paths';
import { formatNumber } from '@/shared/i18n/format';
import { suppliersText } from '@/web/features/suppliers/i18n';

const dash = <span className="text-base-content/40">—</span>;

export interface SupplierTableProps {
  suppliers: Supplier[];
  onEdit?: (supplier: Supplier) => void;
  onDelete?: (supplier: Supplier) => void;
}

export function SupplierTable({ suppliers, onEdit, onDelete }: SupplierTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{suppliersText.t('name')}</th>
            <th scope="col">{suppliersText.t('eMail')}</th>
            <th scope="col">{suppliersText.t('phone')}</th>
            <th scope="col" className="hidden md:table-cell">
              {suppliersText.t('address')}
            </th>
            <th scope="col" className="text-right">
              {suppliersText.t('items')}
            </th>
            <th scope="col">
              <span className="sr-only sm:not-sr-only">{suppliersText.t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {suppliers.map((supplier) => (
            <tr key={supplier.id}>
              <td>
                <Link to={paths.farmer.supplier(supplier.id)} className="link-hover font-medium">
                  {supplier.name}
                </Link>
              </td>
              <td>{supplier.email ? <a href={`mailto:${supplier.email}`}>{supplier.email}</a> : dash}</td>
              <td className="whitespace-nowrap">{supplier.phone ?? dash}</td>
              <td className="hidden md:table-cell">{supplier.address ?? dash}</td>
              <td className="text-right tabular-nums">{formatNumber(supplier.item_count)}</td>
              <td>
                <RowActions
                  row={supplier}
                  name={supplier.name}
                  viewTo={paths.farmer.supplier(supplier.id)}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
