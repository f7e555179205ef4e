// The web app's inventory table: the shared table (shared/ui/inventory/inventory-table.tsx) with item names
// linking to their detail and dates in the user's own format.
import { Link } from 'react-router-dom';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { InventoryTable as SharedInventoryTable } from '@/shared/ui/inventory/inventory-table';
import { useDisplayFormats } from '../hooks/use-display-formats';
import type { ItemAction } from './dialogs/action-dialogs';

export interface InventoryTableProps {
  items: InventoryItem[];
  /** Where the item name leads: its detail and history. */
  itemLink: (item: InventoryItem) => string;
  onAction: (action: ItemAction, item: InventoryItem) => void;
  showFarm?: boolean;
  showLocation?: boolean;
  caption: string;
}

export function InventoryTable({ itemLink, ...props }: InventoryTableProps) {
  const formats = useDisplayFormats();
  return (
    <SharedInventoryTable
      {...props}
      formatDate={formats.date}
      renderName={(item) => (
        <Link to={itemLink(item)} className="link link-hover font-medium">
          {item.name}
        </Link>
      )}
    />
  );
}
