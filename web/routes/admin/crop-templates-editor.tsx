// /admin/crops/templates/{id}: one platform crop template in the editor ("new" for an empty one).
import { useParams } from 'react-router-dom';
import { TemplateEditorPage } from '@/web/features/crop-templates/components/template-editor-page';

export function Component() {
  const { id = 'new' } = useParams();
  return <TemplateEditorPage templateId={id} />;
}
