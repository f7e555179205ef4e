// How task kinds, priorities, input categories and units read in the editor.
import { CATEGORIES_BY_TYPE } from '@/shared/contracts/inventory-enums';
import { UNITS } from '@/shared/contracts/inventory';
import {
  TASK_KINDS,
  TASK_PRIORITIES,
  type TaskKind,
  type TaskPriority,
} from '@/shared/contracts/farm-work-enums';
import { cropTemplatesText } from './i18n';

type Key = (typeof cropTemplatesText.keys)[number];

const KIND_KEYS = {
  general: 'kindGeneral',
  land_preparation: 'kindLandPreparation',
  planting: 'kindPlanting',
  application: 'kindApplication',
  irrigation: 'kindIrrigation',
  weeding: 'kindWeeding',
  scouting: 'kindScouting',
  harvest: 'kindHarvest',
} as const satisfies Record<TaskKind, Key>;

const PRIORITY_KEYS = {
  low: 'priorityLow',
  medium: 'priorityMedium',
  high: 'priorityHigh',
  urgent: 'priorityUrgent',
} as const satisfies Record<TaskPriority, Key>;

const CATEGORY_KEYS = {
  Seeds: 'categorySeeds',
  Fertilizer: 'categoryFertilizer',
  Pesticide: 'categoryPesticide',
  Herbicide: 'categoryHerbicide',
  Fungicide: 'categoryFungicide',
  Other: 'categoryOther',
} as const satisfies Record<(typeof CATEGORIES_BY_TYPE.input)[number], Key>;

const UNIT_KEYS = {
  kg: 'unitKg',
  g: 'unitG',
  L: 'unitL',
  mL: 'unitML',
  pieces: 'unitPieces',
  bags: 'unitBags',
  bottles: 'unitBottles',
  boxes: 'unitBoxes',
  packets: 'unitPackets',
} as const satisfies Record<(typeof UNITS)[number], Key>;

const t = (key: Key) => cropTemplatesText.t(key);

export const kindOptions = () => TASK_KINDS.map((kind) => ({ value: kind, label: t(KIND_KEYS[kind]) }));
export const priorityOptions = () => TASK_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_KEYS[p]) }));
export const categoryOptions = () => [
  { value: '', label: t('anyCategory') },
  ...CATEGORIES_BY_TYPE.input.map((c) => ({ value: c, label: t(CATEGORY_KEYS[c]) })),
];
export const unitOptions = () => UNITS.map((u) => ({ value: u, label: t(UNIT_KEYS[u]) }));
