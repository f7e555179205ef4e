// /login (guest only).
export { LoginPage as Component } from '@/web/features/auth/pages/login-page';
