// What each not-yet-built farmer screen will do (docs/decisions/002). The page adds "It is not available yet."
// Each title and description is in ./i18n (farmer<Name>Title, farmer<Name>Description).
import type { ComingSoonEntry } from './entry';

export const farmerCatalogue = {
  farmCrops: 'areaCropManagement',
  farmCrop: 'areaCropManagement',
  farmCropTest: 'areaCropManagement',
  farmSoil: 'areaCropManagement',
  crops: 'areaFarmManagement',
  cropsAll: 'areaFarmManagement',
  crop: 'areaFarmManagement',
} satisfies Record<string, ComingSoonEntry>;
