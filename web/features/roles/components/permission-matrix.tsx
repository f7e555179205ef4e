// The matrix of one role: modules down, actions across, one labelled checkbox per cell ("Inventory: Edit"), so it
// reads and works from the keyboard and a screen reader like any form. Read-only (`onToggle` absent) for the
// built-in roles and for people who may not manage roles; the box every role holds (seeing the farm) stays fixed.
import {
  FARM_ACTIONS,
  FARM_MODULES,
  type FarmAction,
  type FarmModule,
} from '@/shared/contracts/farm-permissions';
import { isAlwaysGranted, permissionOf } from '../permission-matrix';
import { actionLabel, moduleLabel } from '../role-labels';
import { rolesText } from '@/web/features/roles/i18n';

export interface PermissionMatrixProps {
  caption: string;
  permissions: readonly string[];
  onToggle?: (module: FarmModule, action: FarmAction, checked: boolean) => void;
  /** The id of the text saying why the boxes cannot be changed. */
  describedBy?: string;
  /** The id of the text saying why a box every role holds cannot be cleared. */
  alwaysDescribedBy?: string;
  /** Whether the editor may tick a box: nobody gives a role more than their own role has. */
  mayGrant?: (permission: string) => boolean;
  /** The id of the text saying why a box beyond the editor's own role cannot be ticked. */
  beyondDescribedBy?: string;
}

export function PermissionMatrix(props: PermissionMatrixProps) {
  const { caption, permissions, onToggle, describedBy, alwaysDescribedBy, mayGrant, beyondDescribedBy } =
    props;
  const cell = (module: FarmModule, action: FarmAction) => {
    const permission = permissionOf(module, action);
    const fixed = Boolean(onToggle) && isAlwaysGranted(module, action);
    const checked = fixed || permissions.includes(permission);
    // Clearing is always allowed; ticking only what the editor's own role has.
    const beyond = Boolean(onToggle) && !checked && mayGrant !== undefined && !mayGrant(permission);
    const note = !onToggle ? describedBy : fixed ? alwaysDescribedBy : beyond ? beyondDescribedBy : undefined;
    return (
      <input
        type="checkbox"
        className="checkbox checkbox-sm checkbox-primary"
        aria-label={rolesText.t('cellLabel', { module: moduleLabel(module), action: actionLabel(action) })}
        aria-describedby={note}
        checked={checked}
        disabled={!onToggle || fixed || beyond}
        onChange={(event) => onToggle?.(module, action, event.target.checked)}
      />
    );
  };
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rolesText.t('module')}</th>
            {FARM_ACTIONS.map((action) => (
              <th key={action} scope="col" className="text-center">
                {actionLabel(action)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FARM_MODULES.map((module) => (
            <tr key={module}>
              <th scope="row" className="font-medium">
                {moduleLabel(module)}
              </th>
              {FARM_ACTIONS.map((action) => (
                <td key={action} className="text-center">
                  {cell(module, action)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
