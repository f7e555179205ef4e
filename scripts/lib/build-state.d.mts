export type BuildName = 'web' | 'widgets' | 'server';
export const FINGERPRINT_SUFFIX: string;
export const BUILDS: Record<
  BuildName,
  {
    script: string;
    output: (root: string) => string;
    mainFile: string;
    sources: string[];
    packagesFrom: 'sources' | string[];
  }
>;
export function widgetsVersion(root?: string): string;
export function importedPackages(text: string, options?: { anyQuoted?: boolean }): Set<string>;
export function lockedPackages(lock: unknown, roots: Iterable<string>): string[];
export function fingerprint(name: BuildName, root?: string): string;
export function recordedFingerprint(name: BuildName, root?: string): string | undefined;
export function buildIsStale(name: BuildName, root?: string): boolean;
export function fingerprintFile(name: BuildName, root?: string): string;
export function forgetFingerprint(name: BuildName, root?: string): void;
export function recordFingerprint(name: BuildName, value: string, root?: string): void;
export function runBuild(name: BuildName, root?: string, value?: string): void;
export function buildStale(names: BuildName[], root?: string): BuildName[];
