// The name of the record a detail page shows (a storage location, a supplier), for the breadcrumb that would
// otherwise read "Details". The page sets it while it is open; the layout reads it. A page without a name leaves
// the fallback.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

const breadcrumbNameAtom = atom<string | null>(null);

export function useBreadcrumbName(name: string | null | undefined) {
  const setName = useSetAtom(breadcrumbNameAtom);
  useEffect(() => {
    setName(name ?? null);
    return () => setName(null);
  }, [name, setName]);
}

export const useCurrentBreadcrumbName = () => useAtomValue(breadcrumbNameAtom);
