// The crops module's answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change all three together.
export const HARVEST_MESSAGES = {
  cropNotFound: 'We could not find that crop.',
  quantityPositive: 'Enter a harvested quantity above zero.',
  itemNotOfFarm: 'Choose a product item of this farm.',
  itemNotProduct: 'Harvests go into a product item; choose a product.',
  unitMismatch: (name: string, unit: string) =>
    `${name} is counted in ${unit}: record the harvest in ${unit}.`,
  chooseLocation: 'Choose where the harvest is stored.',
  chooseUnit: 'Choose a unit for the harvest.',
  taskNotOfCrop: 'Choose a task of this crop.',
} as const;

export const CROP_MESSAGES = {
  fieldNotOfFarm: 'Choose a field of this farm.',
  fieldArchived: 'That field is archived; choose a field in use.',
  templateNotUsable: 'Choose one of the crop templates listed for this farm.',
  harvestedNeedsHarvest: 'Record a harvest before marking the crop harvested.',
  failedNeedsNote: 'Say in the notes why the crop failed.',
  plannedAfterHarvest: 'A crop with harvests cannot go back to planned.',
  hasHarvests: (count: number) =>
    `Harvests recorded: ${count}. A crop with harvests cannot be deleted; mark it harvested or failed instead.`,
  stageNotFound: 'We could not find that stage of this crop.',
  stageAlreadyCurrent: 'That stage is already under way.',
  seasonEmpty: (season: string) => `There are no crops in the season ${season} to copy.`,
  seasonTaken: (count: number, season: string) =>
    `Crops already in the season ${season}: ${count}. Choose another season or add crops one by one.`,
} as const;
