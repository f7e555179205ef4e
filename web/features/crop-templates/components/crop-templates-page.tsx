// /admin/crops/templates (docs/product/crop-templates.md "Platform templates"): the templates every farm can start a
// crop from, with their size; each opens in the editor, and "New template" starts an empty one.
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useMayPlatform, usePlatformTemplates } from '../hooks/use-crop-templates';
import { cropTemplatesText as text } from '../i18n';

export const NEW_TEMPLATE_ID = 'new';

export function CropTemplatesPage() {
  useDocumentTitle(text.t('cropTemplates'));
  const templates = usePlatformTemplates();
  const may = useMayPlatform();
  const newLink = may('crop_templates.create') ? (
    <Link to={paths.admin.cropTemplate(NEW_TEMPLATE_ID)} className="btn btn-primary btn-sm">
      {text.t('newTemplate')}
    </Link>
  ) : null;

  return (
    <>
      <PageHeader
        title={text.t('cropTemplates')}
        description={text.t('cropTemplatesIntro')}
        actions={newLink}
      />
      {templates.isPending ? (
        <LoadingState label={text.t('loadingTemplates')} />
      ) : templates.isError ? (
        <ErrorState
          message={localizeApiMessage(templates.error.message)}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState title={text.t('noTemplates')} action={newLink}>
          {text.t('noTemplatesBody')}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{text.t('colName')}</th>
                <th scope="col">{text.t('colCrop')}</th>
                <th scope="col" className="text-right">
                  {text.t('colStages')}
                </th>
                <th scope="col" className="text-right">
                  {text.t('colTasks')}
                </th>
                <th scope="col" className="text-right">
                  {text.t('colDuration')}
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.data.map((template) => (
                <tr key={template.id}>
                  <th scope="row">
                    <Link to={paths.admin.cropTemplate(template.id)} className="link link-hover">
                      {template.name}
                    </Link>
                  </th>
                  <td>{[template.crop_name, template.variety].filter(Boolean).join(' · ')}</td>
                  <td className="text-right">{template.stage_count}</td>
                  <td className="text-right">{template.task_count}</td>
                  <td className="text-right">{template.duration_days ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
