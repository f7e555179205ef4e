import { Link, useLocation } from 'react-router-dom';
import { useText } from '@/shared/i18n/react';
import { buildBreadcrumbs } from '@/shared/session/breadcrumbs';
import { sessionText } from '@/shared/session/i18n';
import { componentsText } from '@/web/components/i18n';

interface BreadcrumbsProps {
  isMobile: boolean;
  /** Names for the farm and crop segments once their screens fetch them; fallbacks are docs/product/web-app.md. */
  farmName?: string;
  cropName?: string;
  /** Set by the detail page on screen (web/app/breadcrumb-name.ts). */
  detailName?: string | null;
}

/** docs/product/web-app.md breadcrumbs: the admin set under /admin, the farmer set under /farmer. */
export function Breadcrumbs({ isMobile, farmName, cropName, detailName }: BreadcrumbsProps) {
  const { pathname } = useLocation();
  useText(sessionText); // the crumbs' words, in the language shown now
  const crumbs = buildBreadcrumbs(pathname, { farmName, cropName, detailName, isMobile });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={componentsText.t('breadcrumb')} className="breadcrumbs mb-4 text-sm">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
