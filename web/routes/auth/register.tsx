// /register (guest only).
export { RegisterPage as Component } from '@/web/features/auth/pages/register-page';
