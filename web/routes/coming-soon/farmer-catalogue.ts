// What each not-yet-built farmer screen will do (docs/decisions/002). The page adds "It is not available yet."
import type { ComingSoonEntry } from './entry';

export const farmerCatalogue = {
  farmSetup: {
    title: 'Farm setup',
    area: 'Farms',
    description:
      'Farm setup is being built: a short guided form to record your first farm — its name, location, size, main enterprise and currency — so crops, inventory and money can be kept per farm.',
  },
  farms: {
    title: 'Farms',
    area: 'Farm Management',
    description:
      'The farm list is being built: every farm you own or work on, with your role on each, and a way to open, edit or archive it.',
  },
  farmNew: {
    title: 'Add a farm',
    area: 'Farm Management',
    description:
      'Adding a farm is being built: name, location, size in acres or hectares, main enterprise and the currency its records are kept in.',
  },
  farm: {
    title: 'Farm details',
    area: 'Farm Management',
    description:
      "A farm's detail page is being built: its profile, crops, inventory, storage locations, inputs and soil sampling in one place.",
  },
  farmEdit: {
    title: 'Edit farm',
    area: 'Farm Management',
    description: "Editing a farm's name, location, size, enterprise and currency is being built.",
  },
  farmInventory: {
    title: 'Farm inventory',
    area: 'Inventory',
    description:
      "Farm inventory is being built: a stock ledger of this farm's inputs, equipment and products with receipts, consumption, transfers between storage locations and low-stock alerts.",
  },
  farmInventoryAdd: {
    title: 'Add inventory item',
    area: 'Inventory',
    description:
      'Adding an inventory item is being built: item type, name, category, quantity, storage location and supplier, with extra details for equipment and for inputs and products.',
  },
  farmLocations: {
    title: 'Storage locations',
    area: 'Inventory',
    description:
      "This farm's storage locations are being built: warehouses, cold stores and sheds with their capacity, how full each one is, and their storage conditions.",
  },
  farmLocation: {
    title: 'Storage location',
    area: 'Inventory',
    description:
      'The storage location page is being built: its capacity, usage, conditions and the stock held there.',
  },
  farmLocationEdit: {
    title: 'Edit storage location',
    area: 'Inventory',
    description:
      "Editing a storage location's name, type, description, capacity and conditions is being built.",
  },
  farmInputs: {
    title: 'Farm inputs',
    area: 'Inventory',
    description:
      'Farm inputs are being built: seeds, fertilizer and crop protection bought for this farm, searchable and filtered by category and status, with expiry dates.',
  },
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
  inventory: {
    title: 'Inventory',
    area: 'Inventory',
    description:
      'The inventory dashboard is being built: stock across your farms at a glance, what is running low and what expires soon.',
  },
  allItems: {
    title: 'All inventory items',
    area: 'Inventory',
    description:
      'One list of every inventory item on every farm you work on is being built, with filters and search.',
  },
  storageLocations: {
    title: 'Storage locations',
    area: 'Inventory',
    description:
      'Storage locations across your farms are being built: capacity, usage and conditions of each one.',
  },
  storageLocation: {
    title: 'Storage location',
    area: 'Inventory',
    description:
      'The storage location page is being built: its capacity, usage, conditions and the stock held there.',
  },
  storageLocationEdit: {
    title: 'Edit storage location',
    area: 'Inventory',
    description:
      "Editing a storage location's name, type, description, capacity and conditions is being built.",
  },
  suppliers: {
    title: 'Suppliers',
    area: 'Inventory',
    description:
      'Suppliers are being built: the businesses you buy inputs and equipment from, with their contacts.',
  },
  supplier: {
    title: 'Supplier',
    area: 'Inventory',
    description: "A supplier's page is being built: contact details and what you have bought from them.",
  },
} satisfies Record<string, ComingSoonEntry>;
