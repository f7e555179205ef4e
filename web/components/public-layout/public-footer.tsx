import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { Logo } from '../brand/logo';
import { componentsText } from '@/web/components/i18n';

const LINKS = [
  { labelKey: 'about', to: paths.about },
  { labelKey: 'features', to: paths.features },
  { labelKey: 'pricing', to: paths.pricing },
  { labelKey: 'contact', to: paths.contact },
  { labelKey: 'termsOfService', to: paths.terms },
  { labelKey: 'privacyPolicy', to: paths.privacy },
] as const;

export function PublicFooter() {
  return (
    <footer className="border-t border-base-300 bg-base-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <Logo />
          <p className="text-sm text-base-content/70">{componentsText.t('farmRecordsThatWorkThe')}</p>
        </div>
        <nav aria-label={componentsText.t('footer')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {componentsText.t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-base-300 py-4 text-center text-xs text-base-content/60">
        {componentsText.t('valueShamba', { value: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
