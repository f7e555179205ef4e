// How a field's codes read on screen, in the current language (shared/contracts/farm-work-enums.ts holds the
// codes). The soil sampling feature has its own copy of none of these: it shows field names only.
import {
  AREA_UNITS,
  IRRIGATION_TYPES,
  SOIL_TYPES,
  type AreaUnit,
  type CropStatus,
  type IrrigationType,
  type SoilType,
  type TaskStatus,
} from '@/shared/contracts/farm-work-enums';
import { formatDateTime } from '@/shared/i18n/format';
import { fieldsText } from './i18n';

type Key = (typeof fieldsText.keys)[number];

const UNIT: Record<AreaUnit, Key> = {
  acres: 'unitAcres',
  hectares: 'unitHectares',
  square_metres: 'unitSquareMetres',
};
const SOIL: Record<SoilType, Key> = {
  clay: 'soilClay',
  clay_loam: 'soilClayLoam',
  loam: 'soilLoam',
  sandy_loam: 'soilSandyLoam',
  sandy: 'soilSandy',
  silt: 'soilSilt',
  peat: 'soilPeat',
  other: 'soilOther',
};
const IRRIGATION: Record<IrrigationType, Key> = {
  rainfed: 'irrigationRainfed',
  drip: 'irrigationDrip',
  sprinkler: 'irrigationSprinkler',
  furrow: 'irrigationFurrow',
  flood: 'irrigationFlood',
  manual: 'irrigationManual',
};
const CROP: Record<CropStatus, Key> = {
  planned: 'cropPlanned',
  growing: 'cropGrowing',
  harvested: 'cropHarvested',
  failed: 'cropFailed',
};
const TASK: Record<TaskStatus, Key> = {
  todo: 'taskTodo',
  in_progress: 'taskInProgress',
  done: 'taskDone',
  cancelled: 'taskCancelled',
};

export const areaUnitLabel = (unit: AreaUnit) => fieldsText.t(UNIT[unit]);
export const soilTypeLabel = (soil: SoilType | null) =>
  soil ? fieldsText.t(SOIL[soil]) : fieldsText.t('notRecorded');
export const irrigationLabel = (kind: IrrigationType | null) =>
  kind ? fieldsText.t(IRRIGATION[kind]) : fieldsText.t('notRecorded');
export const cropStatusLabel = (status: CropStatus) => fieldsText.t(CROP[status]);
export const taskStatusLabel = (status: TaskStatus) => fieldsText.t(TASK[status]);

export const areaUnitOptions = () => AREA_UNITS.map((value) => ({ value, label: areaUnitLabel(value) }));
export const soilTypeOptions = () => [
  { value: '', label: fieldsText.t('notRecorded') },
  ...SOIL_TYPES.map((value) => ({ value, label: soilTypeLabel(value) })),
];
export const irrigationOptions = () => [
  { value: '', label: fieldsText.t('notRecorded') },
  ...IRRIGATION_TYPES.map((value) => ({ value, label: irrigationLabel(value) })),
];

/** A calendar day (YYYY-MM-DD) in the reader's language, without any time zone moving it. */
export const formatDay = (day: string) =>
  formatDateTime(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
