// What each not-yet-built farmer screen will do (docs/decisions/002). The page adds "It is not available yet."
import type { ComingSoonEntry } from './entry';

export const farmerCatalogue = {
  farmCrops: {
    title: 'Crops on this farm',
    area: 'Crop Management',
    description:
      'The crops planted on this farm are being built: each crop with its field, stage and status.',
  },
  farmCrop: {
    title: 'Crop information',
    area: 'Crop Management',
    description: "A crop's page is being built: its planting record, growth stages, tasks and notes.",
  },
  farmCropTest: {
    title: 'Crop test page',
    area: 'Crop Management',
    description:
      'A test view for crop records on this farm is being built for checking crop data during development.',
  },
  farmSoil: {
    title: 'Soil sampling',
    area: 'Crop Management',
    description:
      "Soil sampling is being built: record samples per field and keep each test's results with the farm.",
  },
  crops: {
    title: 'Crops',
    area: 'Farm Management',
    description: 'Crop management is being built: crops across all your farms, with their stage and status.',
  },
  cropsAll: {
    title: 'All crops',
    area: 'Farm Management',
    description: 'A list of every crop on every farm you work on is being built.',
  },
  crop: {
    title: 'Crop information',
    area: 'Farm Management',
    description: "A crop's page is being built: its planting record, growth stages, tasks and notes.",
  },
} satisfies Record<string, ComingSoonEntry>;
