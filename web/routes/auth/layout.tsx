// Layout of sign-in, registration, password reset and verification.
export { AuthLayout as Component } from '@/web/components/auth-layout/auth-layout';
