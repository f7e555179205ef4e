// The loading indicator of the route gate (docs/product/web-app.md: "While loading, a spinner shows"). role="status" with an
// accessible name, so assistive technology and tests find it by role and label.
import clsx from 'clsx';
import { uiText } from '@/shared/ui/i18n';

export interface SpinnerProps {
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZE_CLASS = { xs: 'loading-xs', sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const;

export function Spinner({ label = uiText.t('loading'), size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} aria-live="polite" className={clsx('inline-flex', className)}>
      <span aria-hidden="true" className={clsx('loading loading-spinner text-primary', SIZE_CLASS[size])} />
    </span>
  );
}
