// Packages through the shared cache; any write refreshes the list, the features matrix and /pricing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPackage,
  deletePackage,
  getFeatureMatrix,
  listPackages,
  listPublicPackages,
  packageAction,
  reorderPackages,
  setPackageFeature,
  updatePackage,
  type PackageAction,
} from '@/shared/api/packages';
import type { CreatePackageInput, UpdatePackageInput } from '@/shared/contracts/packages';
import type { PackageFeature } from '@/shared/contracts/platform-enums';
import { myPlatformPermissions } from '@/shared/api/platform-staff';
import type { PlatformPermission } from '@/shared/contracts/platform-staff';
import { useApi } from '@/web/lib/api';

const keys = {
  all: ['packages'] as const,
  admin: ['packages', 'admin'] as const,
  features: ['packages', 'features'] as const,
  public: ['packages', 'public'] as const,
};

/** What the signed-in administrator may do (the platform permissions' shared cache entry); nothing until known. */
export function useMayPlatform() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['platform', 'me'], queryFn: () => myPlatformPermissions(api) });
  return (permission: PlatformPermission) => data?.includes(permission) ?? false;
}

export function usePublicPackages() {
  const api = useApi();
  return useQuery({ queryKey: keys.public, queryFn: () => listPublicPackages(api) });
}

export function usePackages() {
  const api = useApi();
  return useQuery({ queryKey: keys.admin, queryFn: () => listPackages(api) });
}

export function useFeatureMatrix() {
  const api = useApi();
  return useQuery({ queryKey: keys.features, queryFn: () => getFeatureMatrix(api) });
}

function useWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSavePackage() {
  const api = useApi();
  return useWrite((input: { id: string | null; values: CreatePackageInput & UpdatePackageInput }) =>
    input.id ? updatePackage(api, input.id, input.values) : createPackage(api, input.values),
  );
}

export function usePackageAction() {
  const api = useApi();
  return useWrite((input: { id: string; action: PackageAction }) =>
    packageAction(api, input.id, input.action),
  );
}

export function useDeletePackage() {
  const api = useApi();
  return useWrite((id: string) => deletePackage(api, id));
}

export function useReorderPackages() {
  const api = useApi();
  return useWrite((ids: string[]) => reorderPackages(api, ids));
}

export function useSetPackageFeature() {
  const api = useApi();
  return useWrite((input: { feature: PackageFeature; package_id: string; enabled: boolean }) =>
    setPackageFeature(api, input.feature, { package_id: input.package_id, enabled: input.enabled }),
  );
}
