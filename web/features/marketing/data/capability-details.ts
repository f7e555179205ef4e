// Longer descriptions for the features page, keyed by CAPABILITIES id (capabilities.ts holds availability).
// Written from docs/architecture.md and docs/product/web-app.md: describe what the product does, not what we hope it will.
export const CAPABILITY_DETAILS: Record<string, readonly string[]> = {
  accounts: [
    'Sign up as a farmer, an organisation or an individual; each gets its own dashboard.',
    'A code sent by e-mail and another by SMS confirm that the address and the phone number are yours.',
    'Passwords are stored only as memory-hard hashes; sign out of every device at once when a phone is lost.',
  ],
  settings: [
    'Currency defaults to Kenyan shillings (KES) with two decimals; change it to match your market.',
    'Dates read DD/MM/YYYY and times use the 24-hour clock unless you choose otherwise.',
    'Choose which alerts reach you by e-mail, push or SMS.',
  ],
  'dark-mode': [
    'Uses your device preference the first time, then remembers the mode you pick.',
    'Every screen, table and chart is designed for both themes.',
  ],
  'stock-ledger': [
    'Inputs, equipment and products each have a current quantity backed by a full history of movements.',
    'Receiving, consuming, transferring between stores, adjusting after a count, harvesting and selling are all movements.',
    'Two people using the same stock at once can never push it below zero or lose an update.',
    'Low-stock and expiry alerts warn you before seed, feed or chemicals run out or go off.',
  ],
  storage: [
    'Record each store with its type, capacity, temperature control and security.',
    'A usage bar turns amber at 70 % and red at 90 % of capacity.',
    'See at a glance which items sit in which location and move them with a transfer.',
  ],
  suppliers: [
    'Keep contacts for agro-dealers, feed millers and mechanics.',
    'Link items to the supplier they came from; add a new supplier without leaving the stock form.',
  ],
  crops: [
    'Track each crop per farm with its planting date, stage and notes.',
    'Harvests go straight into stock as products ready to sell.',
  ],
  tasks: [
    'Create tasks, assign them to staff and set due dates.',
    'Due-date reminders arrive through the channels each person has chosen.',
  ],
  staff: [
    'Invite staff to a farm as manager, worker or viewer, or define your own roles.',
    'Permissions are set per area: inventory, finances, sales, tasks, reports and staff.',
    'Group people into teams; the server checks every request against the farm role.',
  ],
  finances: [
    'Income and expenses per farm, stored to the cent so totals always add up.',
    'Contributors and financial plans for group and family farms.',
  ],
  sales: [
    'A point of sale for the farm gate: pick the product, the quantity and the price.',
    'Each sale reduces stock and records the income in the same step.',
    'Printable invoices for buyers.',
  ],
  reports: [
    'Financial, crop performance, inventory, sales, expense and activity reports.',
    'Export your data at any time; it belongs to you.',
  ],
  notifications: [
    'A bell in the app lists unread alerts; mark them read one by one or all at once.',
    'Live delivery while you are online, with e-mail, SMS and push when you are not.',
    'Optional sound and browser notifications; you choose the channels per alert type.',
  ],
  extension: [
    'A toolbar badge counts unread notifications.',
    'Record a quick stock use or transfer from the popup or the side panel.',
  ],
  widgets: [
    'Drop-in web components for a farm’s inventory or notification inbox.',
    'They run in their own shadow DOM, so they never clash with the host site’s styles.',
  ],
  swahili: [
    'Menus, alerts and messages in Kiswahili and English.',
    'SMS alerts in the language each person prefers.',
  ],
};
