// /admin/crops/templates/{id} (docs/product/crop-templates.md "Platform templates"): a template's details, stages
// and tasks with their inputs and checklists, saved as a whole; /admin/crops/templates/new starts an empty one.
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { isApiRequestError } from '@/shared/api/errors';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import { localizeMessage } from '@/shared/i18n/messages';
import { paths } from '@/shared/routes/paths';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form/form-alert';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import {
  useDeleteTemplate,
  useMayPlatform,
  usePlatformTemplate,
  useSaveTemplate,
} from '../hooks/use-crop-templates';
import {
  emptyTask,
  emptyTemplate,
  formFieldOf,
  payloadOf,
  valuesOf,
  type TemplateValues,
} from '../template-form';
import { cropTemplatesText as text } from '../i18n';
import { NEW_TEMPLATE_ID } from './crop-templates-page';
import { StageRows } from './stage-rows';
import { TaskCard } from './task-card';
import { TemplateDetailsFields } from './template-details-fields';

export function TemplateEditorPage({ templateId }: { templateId: string }) {
  const id = templateId === NEW_TEMPLATE_ID ? null : templateId;
  const template = usePlatformTemplate(id);
  // Made once per answer: the editor resets to it when it changes (after a save), never on a mere re-render.
  const initial = useMemo(() => (template.data ? valuesOf(template.data) : emptyTemplate()), [template.data]);
  useDocumentTitle(
    id === null ? text.t('newTemplateTitle') : (template.data?.name ?? text.t('cropTemplates')),
  );

  if (id !== null && template.isPending) return <LoadingState label={text.t('loadingTemplate')} />;
  if (id !== null && template.isError) {
    return (
      <ErrorState
        message={localizeApiMessage(template.error.message)}
        onRetry={() => void template.refetch()}
      />
    );
  }
  return <TemplateEditor key={id ?? NEW_TEMPLATE_ID} id={id} initial={initial} />;
}

function TemplateEditor({ id, initial }: { id: string | null; initial: TemplateValues }) {
  const may = useMayPlatform();
  const readOnly = !may(id === null ? 'crop_templates.create' : 'crop_templates.edit');
  const mayDelete = id !== null && may('crop_templates.delete');
  const save = useSaveTemplate(id);
  const remove = useDeleteTemplate();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<TemplateValues>({ defaultValues: initial });
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  useEffect(() => form.reset(initial), [form, initial]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(payloadOf(values));
      toast.success(text.t('saved'));
      if (id === null) void navigate(paths.admin.cropTemplate(saved.id), { replace: true });
    } catch (error) {
      setFailure(showTemplateErrors(error, form.setError) ?? failureMessage(error, text.t('couldNotSave')));
    }
  });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(id!);
      toast.success(text.t('deleted'));
      void navigate(paths.admin.cropTemplates);
    } catch (error) {
      toast.error(failureMessage(error, text.t('couldNotDelete')));
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={id === null ? text.t('newTemplateTitle') : initial.name}
        actions={
          <Link to={paths.admin.cropTemplates} className="btn btn-ghost btn-sm">
            {text.t('allTemplates')}
          </Link>
        }
      />
      <FormProvider {...form}>
        <form
          onSubmit={submit}
          noValidate
          aria-label={text.t('editName', { name: initial.name || text.t('newTemplateTitle') })}
          className="flex flex-col gap-8"
        >
          {readOnly && <FormAlert kind="info">{text.t('readOnly')}</FormAlert>}
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TemplateDetailsFields readOnly={readOnly} />
          <StageRows readOnly={readOnly} />
          <section aria-labelledby="template-tasks" className="flex flex-col gap-3">
            <div>
              <h2 id="template-tasks" className="text-lg font-semibold">
                {text.t('tasks')}
              </h2>
              <p className="text-sm text-base-content/70">{text.t('tasksHint')}</p>
            </div>
            {tasks.fields.length === 0 && <p className="text-sm">{text.t('noTasks')}</p>}
            <ol className="flex flex-col gap-4">
              {tasks.fields.map((field, index) => (
                <TaskCard
                  key={field.id}
                  index={index}
                  readOnly={readOnly}
                  onRemove={() => tasks.remove(index)}
                />
              ))}
            </ol>
            {!readOnly && (
              <div>
                <button type="button" className="btn btn-sm" onClick={() => tasks.append(emptyTask())}>
                  {text.t('addTask')}
                </button>
              </div>
            )}
          </section>
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
                {text.t('save')}
              </button>
              {mayDelete && (
                <button type="button" className="btn btn-ghost text-error" onClick={() => setDeleting(true)}>
                  {text.t('delete')}
                </button>
              )}
            </div>
          )}
        </form>
      </FormProvider>
      {deleting && (
        <ConfirmDialog
          title={text.t('deleteTitle', { name: initial.name })}
          confirmLabel={text.t('delete')}
          busy={remove.isPending}
          danger
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(false)}
        >
          <p>{text.t('deleteBody')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * Puts each message of a refused template under its field; answers what the alert above the form says: the
 * message of a whole list ("at most 200 tasks"), "see the marked fields", or null when nothing was per field.
 */
function showTemplateErrors(
  error: unknown,
  setError: (name: Path<TemplateValues>, error: { type: string; message: string }) => void,
): string | null {
  if (!isApiRequestError(error) || !error.fieldErrors) return null;
  let listMessage: string | null = null;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (!messages[0]) continue;
    if (path === 'stages' || path === 'tasks') listMessage ??= localizeMessage(messages[0]);
    else setError(formFieldOf(path) as Path<TemplateValues>, { type: 'server', message: messages[0] });
  }
  return listMessage ?? text.t('checkMarked');
}
