// The shared Badge of docs/product/web-app.md ("Badge (shared element)"): seven variants and three sizes over daisyUI 5 classes.
// Class names are written out whole so Tailwind's scanner finds them.
import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

export const BADGE_VARIANTS = [
  'default',
  'primary',
  'success',
  'warning',
  'danger',
  'info',
  'outline',
] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];
export const BADGE_SIZES = ['sm', 'md', 'lg'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

const VARIANT_CLASS: Record<BadgeVariant, string> = {
  default: '', // daisyUI's plain badge
  primary: 'badge-primary',
  success: 'badge-success',
  warning: 'badge-warning',
  danger: 'badge-error', // daisyUI calls it error
  info: 'badge-info',
  outline: 'badge-outline',
};

const SIZE_CLASS: Record<BadgeSize, string> = { sm: 'badge-sm', md: 'badge-md', lg: 'badge-lg' };

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
  size?: BadgeSize;
  children?: ReactNode;
}

export function badgeClassName(variant: BadgeVariant = 'default', size: BadgeSize = 'md'): string {
  return clsx('badge', VARIANT_CLASS[variant], SIZE_CLASS[size] ?? SIZE_CLASS.md);
}

export function Badge({ variant = 'default', size = 'md', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={clsx(badgeClassName(variant, size), className)}>
      {children}
    </span>
  );
}
