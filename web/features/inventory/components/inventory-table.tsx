// The web app's inventory table: the shared table (shared/ui/inventory/inventory-table.tsx) with item names
// linking to their detail, dates in the user's own format, and Consume and Transfer only on the items whose farm
// lets the person change stock (inventory.edit, docs/decisions/035); no Actions column when none does.
import { Link } from 'react-router-dom';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { useFarmCan } from '@/web/lib/farm-permissions';
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

const STOCK_ACTIONS = ['consume', 'transfer'] as const;

export function InventoryTable({ itemLink, onAction, ...props }: InventoryTableProps) {
  const formats = useDisplayFormats();
  const can = useFarmCan();
  const mayChange = (item: InventoryItem) => can(item.farm_id, 'inventory.edit');
  return (
    <SharedInventoryTable
      {...props}
      onAction={props.items.some(mayChange) ? onAction : undefined}
      actions={(item) => (mayChange(item) ? STOCK_ACTIONS : [])}
      formatDate={formats.date}
      renderName={(item) => (
        <Link to={itemLink(item)} className="link link-hover font-medium">
          {item.name}
        </Link>
      )}
    />
  );
}
