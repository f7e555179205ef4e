import clsx from 'clsx';
import { componentsText } from '@/web/components/i18n';

/** The Shamba mark (a sprout) and word mark; the same drawing as web/public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={clsx('h-8 w-8 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#047857" />
      <path d="M32 52V30" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 34c-10 0-16-6-16-16 10 0 16 6 16 16z" fill="#fff" />
      <path d="M32 30c0-9 6-15 16-15 0 9-6 15-16 15z" fill="#d1fae5" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-xl font-bold tracking-tight">{componentsText.t('shamba')}</span>
    </span>
  );
}
