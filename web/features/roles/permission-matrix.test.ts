import { describe, expect, it } from 'vitest';
import { grantsByModule, samePermissions, togglePermission } from './permission-matrix';

describe('the permissions matrix rules (docs/decisions/035)', () => {
  it('ticking an action ticks View of its module too', () => {
    expect(togglePermission(['farms.view'], 'inventory', 'edit', true)).toEqual([
      'farms.view',
      'inventory.view',
      'inventory.edit',
    ]);
  });

  it('clearing View clears the whole module, and nothing else', () => {
    expect(
      togglePermission(
        ['farms.view', 'inventory.view', 'inventory.edit', 'sales.view'],
        'inventory',
        'view',
        false,
      ),
    ).toEqual(['farms.view', 'sales.view']);
  });

  it('clearing another action leaves View', () => {
    expect(
      togglePermission(['farms.view', 'inventory.view', 'inventory.delete'], 'inventory', 'delete', false),
    ).toEqual(['farms.view', 'inventory.view']);
  });

  it('keeps the matrix order whatever the order of ticking', () => {
    expect(togglePermission(['sales.view'], 'farms', 'view', true)).toEqual(['farms.view', 'sales.view']);
  });

  it('never clears what every role grants: seeing the farm', () => {
    expect(togglePermission(['farms.view', 'farms.edit'], 'farms', 'view', false)).toEqual(['farms.view']);
  });

  it('compares sets, not orders', () => {
    expect(samePermissions(['a.view', 'b.view'], ['b.view', 'a.view'])).toBe(true);
    expect(samePermissions(['a.view'], ['a.view', 'b.view'])).toBe(false);
  });

  it('groups a set by module for the role cards', () => {
    expect(grantsByModule(['sales.create', 'inventory.view', 'sales.view'])).toEqual([
      { module: 'inventory', actions: ['view'] },
      { module: 'sales', actions: ['view', 'create'] },
    ]);
  });
});
