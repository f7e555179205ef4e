// The words for the crops' enumerations, in the current language.
import type { CropStatus, QualityGrade } from '@/shared/contracts/farm-work-enums';
import type { AreaUnit } from '@/shared/contracts/farm-work-enums';
import { cropsText } from './i18n';

const STATUS_KEYS = {
  planned: 'statusPlanned',
  growing: 'statusGrowing',
  harvested: 'statusHarvested',
  failed: 'statusFailed',
} as const;
export const statusLabel = (status: CropStatus) => cropsText.t(STATUS_KEYS[status]);

/** daisyUI badge colour per status. */
export const STATUS_BADGE: Record<CropStatus, string> = {
  planned: 'badge-info',
  growing: 'badge-success',
  harvested: 'badge-primary',
  failed: 'badge-error',
};

const GRADE_KEYS = {
  grade_1: 'grade1',
  grade_2: 'grade2',
  grade_3: 'grade3',
  reject: 'gradeReject',
} as const;
export const gradeLabel = (grade: QualityGrade) => cropsText.t(GRADE_KEYS[grade]);

const AREA_KEYS = {
  acres: 'unitAcres',
  hectares: 'unitHectares',
  square_metres: 'unitSquareMetres',
} as const;
export const areaUnitLabel = (unit: AreaUnit) => cropsText.t(AREA_KEYS[unit]);

/** "2.0000" → "2", "1.2500" → "1.25": stored decimals without their trailing zeros. */
export const plainNumber = (value: string) => String(Number(value));
