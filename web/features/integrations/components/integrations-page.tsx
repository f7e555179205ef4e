// /admin/integrations (docs/product/integrations.md): a card per outside service; the AI provider's card leads
// to its own page, where its model and limits are set.
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useIntegrations } from '../hooks/use-integrations';
import { integrationsText as text } from '../i18n';
import { IntegrationCard, StatusBadge } from './integration-card';

export function IntegrationsPage() {
  useDocumentTitle(text.t('pageTitle'));
  const integrations = useIntegrations();
  if (integrations.isPending) return <LoadingState label={text.t('loading')} />;
  if (integrations.isError) return <ErrorState message={localizeApiMessage(integrations.error.message)} />;
  const { data, secrets_available } = integrations.data;
  return (
    <div className="grid gap-6">
      <PageHeader title={text.t('pageTitle')} description={text.t('pageIntro')} />
      {!secrets_available && (
        <p role="alert" className="alert alert-warning">
          {text.t('noSecretsKey')}
        </p>
      )}
      {data.map((integration) =>
        integration.provider === 'ai' ? (
          <section
            key="ai"
            aria-labelledby="integration-ai"
            className="card border border-base-300 bg-base-100"
          >
            <div className="card-body gap-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id="integration-ai" className="text-lg font-semibold">
                  {text.t('provider_ai')}
                </h2>
                <StatusBadge integration={integration} />
              </div>
              <p className="text-sm text-base-content/70">{text.t('aiManaged')}</p>
              <Link to={paths.admin.aiConfiguration} className="btn btn-outline w-fit">
                {text.t('aiOpen')}
              </Link>
            </div>
          </section>
        ) : (
          <IntegrationCard key={integration.provider} integration={integration} />
        ),
      )}
    </div>
  );
}
