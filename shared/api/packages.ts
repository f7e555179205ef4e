// Packages and features (docs/product/packages.md): the admin screens, the public /pricing list, and reading a
// package refusal (402 limit, 403 feature) so a screen can offer the upgrade. Inputs are checked with the
// contracts the server uses.
import {
  CreatePackageInput,
  FeatureMatrixSchema,
  PackageListSchema,
  PackageResponseSchema,
  PublicPackageListSchema,
  ReorderPackagesInput,
  SetPackageFeatureInput,
  UpdatePackageInput,
  type FeatureMatrix,
  type Package,
  type PublicPackage,
} from '@/shared/contracts/packages';
import {
  PACKAGE_FEATURES,
  PACKAGE_LIMITS,
  type PackageFeature,
  type PackageLimit,
} from '@/shared/contracts/platform-enums';
import type { ApiClient } from './client';
import { isApiRequestError } from './errors';
import { extractJson } from './extract-json';
import { validInput } from './input';

export type { FeatureMatrix, Package, PublicPackage };

export const PACKAGES_LOAD_ERROR = 'Failed to load the packages';

export const listPublicPackages = async (api: ApiClient): Promise<PublicPackage[]> =>
  (
    await api.get('/api/packages', {
      schema: PublicPackageListSchema,
      parseErrorMessage: PACKAGES_LOAD_ERROR,
    })
  ).data;

export const listPackages = async (api: ApiClient): Promise<Package[]> =>
  (
    await api.get('/api/admin/packages', {
      schema: PackageListSchema,
      parseErrorMessage: PACKAGES_LOAD_ERROR,
    })
  ).data;

export const createPackage = async (api: ApiClient, input: CreatePackageInput): Promise<Package> =>
  (
    await api.post('/api/admin/packages', validInput(CreatePackageInput, input), {
      schema: PackageResponseSchema,
    })
  ).data;

export const updatePackage = async (
  api: ApiClient,
  id: string,
  input: UpdatePackageInput,
): Promise<Package> =>
  (
    await api.patch(`/api/admin/packages/${id}`, validInput(UpdatePackageInput, input), {
      schema: PackageResponseSchema,
    })
  ).data;

export type PackageAction = 'archive' | 'restore' | 'default';

export const packageAction = async (api: ApiClient, id: string, action: PackageAction): Promise<Package> =>
  (await api.post(`/api/admin/packages/${id}/${action}`, undefined, { schema: PackageResponseSchema })).data;

export const deletePackage = async (api: ApiClient, id: string): Promise<void> => {
  await api.delete(`/api/admin/packages/${id}`);
};

export const reorderPackages = async (api: ApiClient, ids: string[]): Promise<void> => {
  await api.put('/api/admin/packages/order', validInput(ReorderPackagesInput, { ids }));
};

export const getFeatureMatrix = (api: ApiClient): Promise<FeatureMatrix> =>
  api.get('/api/admin/features', { schema: FeatureMatrixSchema, parseErrorMessage: PACKAGES_LOAD_ERROR });

export const setPackageFeature = async (
  api: ApiClient,
  feature: PackageFeature,
  input: { package_id: string; enabled: boolean },
): Promise<void> => {
  await api.put(`/api/admin/features/${feature}`, validInput(SetPackageFeatureInput, input));
};

/** What a 402 or 403 package refusal says, read from the answer's details (server/modules/entitlements/guards.ts). */
export type PackageRefusal =
  | {
      kind: 'limit';
      limit: PackageLimit;
      allowed: number;
      packageName: string | null;
      upgradeTo: string | null;
    }
  | { kind: 'feature'; feature: PackageFeature; packageName: string | null; upgradeTo: string | null };

const nameOf = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : null;

/** The refusal in a failed call, or null when the error is anything else. */
export function packageRefusalOf(error: unknown): PackageRefusal | null {
  if (!isApiRequestError(error)) return null;
  if (error.code !== 'package_limit_reached' && error.code !== 'feature_not_in_package') return null;
  const cause = error.cause;
  let details: Record<string, unknown> = {};
  try {
    const data = (cause as { response?: { data?: unknown } } | undefined)?.response?.data;
    const body = data === undefined ? null : extractJson(data);
    const found = body && typeof body === 'object' ? (body as { details?: unknown }).details : null;
    if (found && typeof found === 'object') details = found as Record<string, unknown>;
  } catch {
    // An unreadable body still refuses: the prompt shows without the package names.
  }
  const packageName = nameOf(details.package);
  const upgradeTo = nameOf(details.upgrade_to);
  if (error.code === 'package_limit_reached') {
    const limit = PACKAGE_LIMITS.find((known) => known === details.limit) ?? 'farms';
    const allowed = typeof details.allowed === 'number' ? details.allowed : 0;
    return { kind: 'limit', limit, allowed, packageName, upgradeTo };
  }
  const feature = PACKAGE_FEATURES.find((known) => known === details.feature) ?? 'pos';
  return { kind: 'feature', feature, packageName, upgradeTo };
}
