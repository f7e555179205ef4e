// /farmer/finances/contributors/add: the form page for a new contributor; saving opens their page.
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { contributorsText } from '../i18n';
import { ContributorForm } from './contributor-form';

const t = contributorsText.t;

export function AddContributorPage({ farmId, farmName }: { farmId: string; farmName: string }) {
  useDocumentTitle(t('addContributor'));
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('addContributor')} description={t('description', { farmName })} />
      <div className="max-w-xl">
        <ContributorForm
          farmId={farmId}
          onSaved={(c) => navigate(paths.farmer.contributor(c.id))}
          onCancel={() => navigate(paths.farmer.contributors)}
        />
      </div>
    </>
  );
}
