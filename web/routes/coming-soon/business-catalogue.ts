// Money, sales, tasks, staff and reports screens of the farmer area (docs/decisions/002).
import type { ComingSoonEntry } from './entry';

const report = (title: string, what: string): ComingSoonEntry => ({
  title,
  area: 'Reports',
  description: `The ${title.toLowerCase()} is being built: ${what}, for a farm and a period you choose, ready to print or export.`,
});

export const businessCatalogue = {
  finances: {
    title: 'Finances',
    area: 'Finance',
    description:
      "The finance overview is being built: each farm's income and expenses, balances per period and the money contributed to it.",
  },
  transactions: {
    title: 'Transactions',
    area: 'Finance',
    description:
      'The transaction ledger is being built: every payment in and out, in the farm’s currency, with search and filters.',
  },
  contributors: {
    title: 'Contributors',
    area: 'Finance',
    description:
      'Contributors are being built: the people and partners who put money into a farm, and what each has contributed.',
  },
  contributorAdd: {
    title: 'Add contributor',
    area: 'Finance',
    description: 'Adding a contributor — their name, contact and contributions — is being built.',
  },
  contributor: {
    title: 'Contributor',
    area: 'Finance',
    description: "A contributor's page is being built: their details and every contribution they made.",
  },
  plans: {
    title: 'Financial plans',
    area: 'Finance',
    description:
      'Financial plans are being built: budgets per season and crop, compared with what was actually spent and earned.',
  },
  financeSales: {
    title: 'Sales income',
    area: 'Finance',
    description: 'Sales income is being built: money received from sales, by product, buyer and period.',
  },
  expenses: {
    title: 'Expenses',
    area: 'Finance',
    description:
      'Expenses are being built: costs per farm and category — inputs, labour, transport, equipment — with receipts.',
  },
  sales: {
    title: 'Sales',
    area: 'Sales',
    description: 'Sales are being built: what you sold, to whom, for how much, and whether it has been paid.',
  },
  salesAdd: {
    title: 'Record a sale',
    area: 'Sales',
    description:
      'Recording a sale is being built: product, quantity from your stock, buyer, price and payment status.',
  },
  pos: {
    title: 'Point of sale',
    area: 'Sales',
    description:
      'The point of sale is being built: quick sales at the farm gate or market, taking the stock off your inventory.',
  },
  tasks: {
    title: 'Tasks',
    area: 'Task Management',
    description: 'Tasks are being built: farm work with due dates, who it is assigned to, and reminders.',
  },
  taskAdd: {
    title: 'Add a task',
    area: 'Task Management',
    description: 'Adding a task — what, on which farm and crop, when, and for whom — is being built.',
  },
  task: {
    title: 'Task',
    area: 'Task Management',
    description: "A task's page is being built: its details, assignee, due date and progress.",
  },
  staff: {
    title: 'Staff',
    area: 'User Management',
    description:
      'Staff management is being built: invite people to your farms and give each a role that says what they may see and change.',
  },
  staffMember: {
    title: 'Staff member',
    area: 'User Management',
    description: "A staff member's page is being built: their farms, role, team and recent activity.",
  },
  staffEdit: {
    title: 'Edit staff member',
    area: 'User Management',
    description: "Changing a staff member's role, team and farms is being built.",
  },
  teams: {
    title: 'Teams',
    area: 'User Management',
    description: 'Teams are being built: group staff so tasks and notifications can go to a whole team.',
  },
  roles: {
    title: 'Roles',
    area: 'User Management',
    description:
      'Farm roles are being built: manager, worker, viewer and your own roles, each granting access per module.',
  },
  permissions: {
    title: 'Permissions',
    area: 'User Management',
    description:
      'Permissions are being built: for each role, no access, read or write on inventory, finances, sales, tasks, reports and staff.',
  },
  reportFinancial: report('Financial report', 'income, expenses and profit'),
  reportCropPerformance: report('Crop performance report', 'yields and costs per crop and field'),
  reportInventory: report('Inventory report', 'stock levels, movements and value'),
  reportSales: report('Sales report', 'sales by product, buyer and period'),
  reportExpenses: report('Expenses report', 'costs by category and farm'),
  reportActivity: report('Activity report', 'who did what on your farms'),
  activities: {
    title: 'Activities',
    area: 'Farm Management',
    description:
      'The activity log is being built: a timeline of the work and changes recorded on your farms.',
  },
} satisfies Record<string, ComingSoonEntry>;
