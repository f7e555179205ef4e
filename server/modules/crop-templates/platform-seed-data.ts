// The platform templates Shamba starts with (docs/product/crop-templates.md "Platform templates"): three common
// Kenyan crops, written to the database once by migration 0011 with these fixed ids (platform-seed.test.ts checks
// the migration still matches this file). Rates follow the usual Kenyan extension advice per hectare (50 kg/acre
// of DAP is about 125 kg/ha); staff can change them in the admin area.
import type { SaveCropTemplateInput } from '@/shared/contracts/crop-templates';

type Seed = SaveCropTemplateInput & { id: string };

const maize: Seed = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Maize, long rains',
  crop_name: 'Maize',
  variety: 'Hybrid (H614D, H6213, WH505)',
  description:
    'Hybrid maize planted at the start of the long rains (March to April) at mid to high altitude. Day 0 is the planting day.',
  duration_days: 165,
  stages: [
    { name: 'Land preparation', day_offset: -21 },
    { name: 'Planting', day_offset: 0 },
    { name: 'Emergence', day_offset: 7 },
    { name: 'Vegetative (knee high)', day_offset: 30 },
    { name: 'Tasselling and silking', day_offset: 70 },
    { name: 'Grain filling', day_offset: 90 },
    { name: 'Maturity and harvest', day_offset: 140 },
  ],
  tasks: [
    {
      title: 'Clear and plough the field',
      kind: 'land_preparation',
      day_offset: -21,
      stage_index: 0,
      checklist: ['Remove or bury the last crop’s stalks', 'Plough 20 to 30 cm deep'],
    },
    {
      title: 'Harrow to a fine seedbed',
      kind: 'land_preparation',
      day_offset: -7,
      stage_index: 0,
    },
    {
      title: 'Plant maize with DAP',
      kind: 'planting',
      priority: 'high',
      day_offset: 0,
      stage_index: 1,
      description: 'Plant once the rains have wetted the soil about 30 cm deep.',
      inputs: [
        { name: 'Hybrid maize seed', category: 'Seeds', quantity_per_hectare: 25, unit: 'kg' },
        { name: 'DAP', category: 'Fertilizer', quantity_per_hectare: 125, unit: 'kg' },
      ],
      checklist: [
        'Rows 75 cm apart, holes 25 cm apart',
        'One seed a hole, 5 cm deep',
        'Mix the fertilizer with soil so it does not touch the seed',
      ],
    },
    {
      title: 'Check emergence and fill gaps',
      kind: 'scouting',
      day_offset: 10,
      stage_index: 2,
      checklist: ['Count the gaps in a few rows', 'Replant gaps within two weeks of planting'],
    },
    {
      title: 'First weeding',
      kind: 'weeding',
      priority: 'high',
      day_offset: 21,
      stage_index: 2,
    },
    {
      title: 'Scout for fall armyworm',
      kind: 'scouting',
      day_offset: 21,
      stage_index: 2,
      checklist: [
        'Check 20 plants along a W across the field',
        'Look for fresh frass and window-pane damage in the funnel',
        'Act when more than 1 plant in 10 has fresh damage',
      ],
    },
    {
      title: 'Top-dress with CAN',
      kind: 'application',
      priority: 'high',
      day_offset: 35,
      stage_index: 3,
      description: 'When the maize is knee high and the soil is moist.',
      inputs: [{ name: 'CAN', category: 'Fertilizer', quantity_per_hectare: 125, unit: 'kg' }],
      checklist: ['Place the fertilizer about 5 cm from each stem', 'Cover it lightly with soil'],
    },
    {
      title: 'Second weeding',
      kind: 'weeding',
      day_offset: 42,
      stage_index: 3,
    },
    {
      title: 'Scout for stalk borer and diseases',
      kind: 'scouting',
      day_offset: 60,
      stage_index: 3,
      checklist: [
        'Look for holes in the funnel leaves (stalk borer)',
        'Look for grey leaf spot and northern leaf blight',
        'Pull out and destroy plants with maize lethal necrosis',
      ],
    },
    {
      title: 'Check tasselling and silking',
      kind: 'scouting',
      day_offset: 75,
      stage_index: 4,
      description: 'Dry weeks now cost the most yield: irrigate if you can.',
    },
    {
      title: 'Check for maturity',
      kind: 'scouting',
      day_offset: 145,
      stage_index: 6,
      checklist: ['A black layer at the base of the grain', 'Husks dry and pale'],
    },
    {
      title: 'Harvest and dry the cobs',
      kind: 'harvest',
      priority: 'high',
      day_offset: 155,
      stage_index: 6,
      checklist: ['Dry the cobs off the ground', 'Shell when the grain is at 13% moisture'],
    },
    {
      title: 'Store the grain',
      kind: 'general',
      day_offset: 165,
      stage_index: 6,
      description: 'Hermetic bags keep weevils and the larger grain borer out without chemicals.',
      inputs: [
        { name: 'Hermetic storage bags', category: 'Other', quantity_per_hectare: 50, unit: 'pieces' },
      ],
      checklist: ['Sort out rotten and broken grain first', 'Store bags on pallets, off the floor'],
    },
  ],
};

const beans: Seed = {
  id: '00000000-0000-4000-8000-0000000000c2',
  name: 'Beans, long rains',
  crop_name: 'Beans',
  variety: 'Bush beans (Rosecoco, KK8, Mwitemania)',
  description:
    'Bush beans planted with the long rains, alone or between maize rows. Day 0 is the planting day.',
  duration_days: 90,
  stages: [
    { name: 'Land preparation', day_offset: -14 },
    { name: 'Planting', day_offset: 0 },
    { name: 'Emergence', day_offset: 7 },
    { name: 'Vegetative', day_offset: 14 },
    { name: 'Flowering', day_offset: 35 },
    { name: 'Pod filling', day_offset: 50 },
    { name: 'Maturity and harvest', day_offset: 75 },
  ],
  tasks: [
    {
      title: 'Plough and harrow',
      kind: 'land_preparation',
      day_offset: -14,
      stage_index: 0,
    },
    {
      title: 'Plant beans with DAP',
      kind: 'planting',
      priority: 'high',
      day_offset: 0,
      stage_index: 1,
      inputs: [
        { name: 'Bean seed', category: 'Seeds', quantity_per_hectare: 70, unit: 'kg' },
        { name: 'DAP', category: 'Fertilizer', quantity_per_hectare: 100, unit: 'kg' },
      ],
      checklist: [
        'Rows 50 cm apart, holes 10 cm apart',
        'One seed a hole, 3 to 5 cm deep in moist soil',
        'Use certified seed: saved seed carries diseases',
      ],
    },
    {
      title: 'Check emergence and fill gaps',
      kind: 'scouting',
      day_offset: 7,
      stage_index: 2,
    },
    {
      title: 'Scout for bean fly and aphids',
      kind: 'scouting',
      day_offset: 14,
      stage_index: 3,
      checklist: [
        'Look for wilting seedlings with swollen stems (bean fly)',
        'Look under leaves for aphid colonies',
      ],
    },
    {
      title: 'First weeding',
      kind: 'weeding',
      priority: 'high',
      day_offset: 14,
      stage_index: 3,
      checklist: ['Weed when the leaves are dry: working in wet beans spreads disease'],
    },
    {
      title: 'Second weeding',
      kind: 'weeding',
      day_offset: 30,
      stage_index: 3,
      description: 'The last weeding before flowering; later weeding knocks off flowers.',
    },
    {
      title: 'Scout for leaf diseases',
      kind: 'scouting',
      day_offset: 40,
      stage_index: 4,
      checklist: ['Angular leaf spot', 'Anthracnose on pods and stems', 'Rust pustules under the leaves'],
    },
    {
      title: 'Harvest when the pods are dry',
      kind: 'harvest',
      priority: 'high',
      day_offset: 80,
      stage_index: 6,
      checklist: ['Pull the plants when most pods are dry and yellow', 'Dry on a tarpaulin, then thresh'],
    },
    {
      title: 'Dry, sort and store',
      kind: 'general',
      day_offset: 88,
      stage_index: 6,
      inputs: [
        { name: 'Hermetic storage bags', category: 'Other', quantity_per_hectare: 15, unit: 'pieces' },
      ],
      checklist: [
        'Dry until the beans rattle and crack when bitten',
        'Sort out shrivelled and stained beans',
      ],
    },
  ],
};

const tomatoes: Seed = {
  id: '00000000-0000-4000-8000-0000000000c3',
  name: 'Tomatoes, open field',
  crop_name: 'Tomatoes',
  variety: 'Determinate F1 hybrid (Anna F1, Kilele F1) or Rio Grande',
  description:
    'Tomatoes raised in a nursery and transplanted to the open field. Day 0 is the transplanting day; picking runs for about two months.',
  duration_days: 140,
  stages: [
    { name: 'Nursery', day_offset: -30 },
    { name: 'Transplanting', day_offset: 0 },
    { name: 'Vegetative growth', day_offset: 14 },
    { name: 'Flowering and fruit set', day_offset: 35 },
    { name: 'Harvesting', day_offset: 75 },
  ],
  tasks: [
    {
      title: 'Sow the nursery',
      kind: 'planting',
      priority: 'high',
      day_offset: -30,
      stage_index: 0,
      inputs: [{ name: 'Tomato seed', category: 'Seeds', quantity_per_hectare: 150, unit: 'g' }],
      checklist: [
        'Raised beds 1 m wide, drills 15 cm apart',
        'Cover with dry grass and water morning and evening until emergence',
      ],
    },
    {
      title: 'Prepare the field and holes',
      kind: 'land_preparation',
      day_offset: -14,
      stage_index: 0,
      checklist: ['Plough deep and harrow', 'Rows 90 cm apart, holes 45 cm apart'],
    },
    {
      title: 'Harden off the seedlings',
      kind: 'general',
      day_offset: -7,
      stage_index: 0,
      description: 'Water less and remove the shade a week before transplanting.',
    },
    {
      title: 'Transplant with manure and DAP',
      kind: 'planting',
      priority: 'high',
      day_offset: 0,
      stage_index: 1,
      inputs: [
        { name: 'Farmyard manure', category: 'Fertilizer', quantity_per_hectare: 20000, unit: 'kg' },
        { name: 'DAP', category: 'Fertilizer', quantity_per_hectare: 200, unit: 'kg' },
      ],
      checklist: [
        'Seedlings 4 to 6 weeks old with 3 to 5 true leaves',
        'Transplant in the evening or on a cloudy day',
        'Water well straight after',
      ],
    },
    {
      title: 'Stake and prune',
      kind: 'general',
      day_offset: 21,
      stage_index: 2,
      checklist: [
        'A 1.5 m stake or a string trellis for each plant',
        'Remove side shoots, keeping one or two stems',
      ],
    },
    {
      title: 'Weeding',
      kind: 'weeding',
      day_offset: 14,
      stage_index: 2,
    },
    {
      title: 'Scout for Tuta absoluta and whiteflies',
      kind: 'scouting',
      priority: 'high',
      day_offset: 14,
      stage_index: 2,
      checklist: ['Look for mines in the leaves and holes in fruit', 'Shake plants and watch for whiteflies'],
    },
    {
      title: 'First top-dress with CAN',
      kind: 'application',
      day_offset: 21,
      stage_index: 2,
      inputs: [{ name: 'CAN', category: 'Fertilizer', quantity_per_hectare: 100, unit: 'kg' }],
    },
    {
      title: 'Spray against early and late blight',
      kind: 'application',
      day_offset: 30,
      stage_index: 2,
      description: 'A protective spray before the wet weeks; follow the label and its days before harvest.',
      inputs: [{ name: 'Mancozeb 80% WP', category: 'Fungicide', quantity_per_hectare: 2, unit: 'kg' }],
      checklist: ['Wear gloves, mask and boots', 'Spray in the cool of the morning'],
    },
    {
      title: 'Second weeding',
      kind: 'weeding',
      day_offset: 40,
      stage_index: 3,
    },
    {
      title: 'Second top-dress with CAN',
      kind: 'application',
      day_offset: 45,
      stage_index: 3,
      inputs: [{ name: 'CAN', category: 'Fertilizer', quantity_per_hectare: 100, unit: 'kg' }],
    },
    {
      title: 'Scout for pests and blight',
      kind: 'scouting',
      day_offset: 50,
      stage_index: 3,
      checklist: [
        'Tuta absoluta mines',
        'Dark blight patches on lower leaves',
        'Blossom end rot on young fruit',
      ],
    },
    {
      title: 'First picking',
      kind: 'harvest',
      priority: 'high',
      day_offset: 75,
      stage_index: 4,
      checklist: [
        'Pick at the colour-turning stage for far markets',
        'Pick in the cool of the morning',
        'Grade and pack in crates, not sacks',
      ],
    },
    {
      title: 'Clear the field after the last picking',
      kind: 'general',
      day_offset: 140,
      stage_index: 4,
      description: 'Old plants carry Tuta absoluta and blight to the next crop: uproot and destroy them.',
    },
  ],
};

export const PLATFORM_SEED_TEMPLATES: readonly Seed[] = [maize, beans, tomatoes];
