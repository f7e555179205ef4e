// /farmer/farms/:farmId/fields/:fieldId (docs/product/fields-and-soil.md "Field page").
import { useParams } from 'react-router-dom';
import { FieldPage } from '@/web/features/fields/components/field-page';

export function Component() {
  const { farmId = '', fieldId = '' } = useParams();
  return <FieldPage key={`${farmId}/${fieldId}`} farmId={farmId} fieldId={fieldId} />;
}
