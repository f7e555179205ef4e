// /403 (SPEC §2.10).
export { ForbiddenPage as Component } from '@/web/features/errors/pages';
