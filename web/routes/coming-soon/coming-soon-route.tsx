// Renders the honest "not available yet" page for one route of the catalogue (docs/decisions/002).
import { paths } from '@/shared/routes/paths';
import { dashboardPath } from '@/shared/session/dashboard';
import { useText } from '@/shared/i18n/react';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSession } from '@/web/lib/session';
import { ComingSoonPage } from '@/web/features/coming-soon/coming-soon-page';
import { comingSoonTexts, type ComingSoonKey } from './catalogue';
import { comingSoonRoutesText } from './i18n';

export function ComingSoonRoute({ id }: { id: ComingSoonKey }) {
  const t = useText(comingSoonRoutesText);
  const texts = comingSoonTexts(id);
  const title = t(texts.title);
  const { user } = useSession();
  useDocumentTitle(title);
  const backTo = user
    ? { label: t('backToDashboard'), to: dashboardPath(user.user_type) }
    : { label: t('backToTheHomePage'), to: paths.home };
  return (
    <ComingSoonPage title={title} area={t(texts.area)} description={t(texts.description)} backTo={backTo} />
  );
}
