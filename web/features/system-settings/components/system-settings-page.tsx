// /admin/system-settings (docs/product/system-settings.md): four sections, each saved on its own.
import { localizeApiMessage } from '@/shared/api/i18n';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSystemSettings } from '../hooks/use-system-settings';
import { systemSettingsText as text } from '../i18n';
import { GeneralSettingsForm } from './general-settings-form';
import { MaintenanceForm } from './maintenance-form';
import { RegistrationForm } from './registration-form';
import { RetentionForm } from './retention-form';

export function SystemSettingsPage() {
  useDocumentTitle(text.t('pageTitle'));
  const settings = useSystemSettings();
  if (settings.isPending) return <LoadingState label={text.t('loading')} />;
  if (settings.isError) return <ErrorState message={localizeApiMessage(settings.error.message)} />;
  const data = settings.data;
  return (
    <div className="grid gap-6">
      <PageHeader title={text.t('pageTitle')} description={text.t('pageIntro')} />
      <MaintenanceForm initial={data.maintenance} />
      <GeneralSettingsForm initial={data.general} />
      <RegistrationForm initial={data.registration} />
      <RetentionForm initial={data.retention} />
    </div>
  );
}
