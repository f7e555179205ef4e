// The one list of what is live (docs/product/web-app.md "What is live"): every area has exactly one status.
import { describe, expect, it } from 'vitest';
import { FEATURE_AREAS, FEATURE_STATUSES, areasInDevelopment, isLive, liveAreas } from './feature-status';

describe('feature status', () => {
  it('lists the areas that work today as live and the ones being built as in development', () => {
    expect(liveAreas()).toEqual([
      'accounts',
      'settings',
      'languages',
      'farms',
      'inventory',
      'storage',
      'suppliers',
      'notifications',
      'extension',
      'widgets',
      'team',
      'organizations',
      'crops-tasks',
      'money',
      'platform-admin',
    ]);
    expect(areasInDevelopment()).toEqual(['reports']);
    expect(isLive('storage')).toBe(true);
    expect(isLive('money')).toBe(true);
    expect(isLive('reports')).toBe(false);
  });

  it('gives every area one known status', () => {
    expect(liveAreas().length + areasInDevelopment().length).toBe(FEATURE_AREAS.length);
    expect(FEATURE_STATUSES).toEqual(['live', 'in-development']);
  });
});
