// What the task takes from the store: each input with its quantity, whether completing has consumed it, and a
// link to the item's stock and history. An input not linked to an item must be linked before the task is done.
import { Link } from 'react-router-dom';
import type { TaskInput } from '@/shared/api/tasks';
import { paths } from '@/shared/routes/paths';
import { tasksText } from '../../i18n';

/** The item's page: its farm's inventory with the item open (docs/product/inventory.md). */
const itemPath = (farmId: string, itemId: string) =>
  `${paths.farmer.farmInventory(farmId)}?item=${encodeURIComponent(itemId)}`;

export function TaskInputs({ farmId, inputs }: { farmId: string; inputs: readonly TaskInput[] }) {
  return (
    <section aria-labelledby="task-inputs" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="task-inputs" className="mb-2 font-semibold">
        {tasksText.t('inputs')}
      </h2>
      {inputs.length === 0 ? (
        <p className="text-sm text-base-content/70">{tasksText.t('noInputs')}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {inputs.map((input) => (
            <li key={input.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {input.item_id ? (
                  <Link to={itemPath(farmId, input.item_id)} className="link link-hover">
                    {input.item_name ?? input.input_name}
                  </Link>
                ) : (
                  input.input_name
                )}
                <span className="ml-2 text-base-content/70">
                  {input.quantity} {input.unit}
                </span>
              </span>
              {input.consumed ? (
                <span className="badge badge-success badge-soft badge-sm">{tasksText.t('consumed')}</span>
              ) : input.item_id ? (
                <span className="badge badge-ghost badge-sm">{tasksText.t('notConsumedYet')}</span>
              ) : (
                <span className="badge badge-warning badge-sm">{tasksText.t('linkToAnItem')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
