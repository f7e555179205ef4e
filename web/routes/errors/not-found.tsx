// /404 and the catch-all (SPEC §2.10).
export { NotFoundPage as Component } from '@/web/features/errors/pages';
