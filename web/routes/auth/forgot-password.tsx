// /forgot-password (guest only).
export { ForgotPasswordPage as Component } from '@/web/features/auth/pages/forgot-password-page';
