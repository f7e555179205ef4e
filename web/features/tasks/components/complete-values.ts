// The "Mark done" form's values and the completion request they make; the harvest's messages come back as
// harvest.<field> and land under the matching control.
import type { UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api/errors';
import type { CompleteTaskInput } from '@/shared/api/tasks';
import type { QualityGrade } from '@/shared/contracts/farm-work-enums';

export interface CompleteValues {
  hours_worked: string;
  quantity: string;
  unit: string;
  lot: string;
  quality_grade: string;
  item_id: string;
  location_id: string;
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());
const num = (value: string) =>
  value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export function toCompleteRequest(values: CompleteValues, harvest: boolean): CompleteTaskInput {
  return {
    ...(values.hours_worked.trim() ? { hours_worked: num(values.hours_worked) } : {}),
    ...(harvest
      ? {
          harvest: {
            quantity: num(values.quantity),
            unit: values.unit.trim(),
            lot: blank(values.lot),
            quality_grade: blank(values.quality_grade) as QualityGrade | null,
            item_id: blank(values.item_id),
            location_id: values.item_id ? null : blank(values.location_id),
          },
        }
      : {}),
  };
}

const FIELDS = new Set([
  'hours_worked',
  'quantity',
  'unit',
  'lot',
  'quality_grade',
  'item_id',
  'location_id',
]);

export function showCompleteFieldErrors(error: unknown, setError: UseFormSetError<CompleteValues>): boolean {
  if (!isApiRequestError(error) || !error.fieldErrors) return false;
  let any = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key.replace(/^harvest\./, '');
    if (!FIELDS.has(field) || !messages[0]) continue;
    setError(field as keyof CompleteValues, { type: 'server', message: messages[0] });
    any = true;
  }
  return any;
}
