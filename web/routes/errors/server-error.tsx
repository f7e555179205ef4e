// /500 (SPEC §2.10).
export { ServerErrorPage as Component } from '@/web/features/errors/pages';
