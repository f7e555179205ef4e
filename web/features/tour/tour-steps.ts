// The fourteen steps of docs/product/web-app.md, in order. Targets are `data-tour` attributes the signed-in shell puts on
// its sidebar sections and dashboard blocks; a missing target is skipped at run time (docs/product/web-app.md Tour).
import type { Step } from 'react-joyride';

export const TOUR_TARGETS = {
  navigation: '[data-tour="navigation"]',
  dashboard: '[data-tour="dashboard"]',
  dashboardOverview: '[data-tour="dashboard-overview"]',
  quickActions: '[data-tour="quick-actions"]',
  farmManagement: '[data-tour="farm-management"]',
  finance: '[data-tour="finance"]',
  inventory: '[data-tour="inventory"]',
  taskManagement: '[data-tour="task-management"]',
  reports: '[data-tour="reports"]',
  userManagement: '[data-tour="user-management"]',
  settings: '[data-tour="settings"]',
  help: '[data-tour="help"]',
} as const;

const sidebar = (id: string, target: string, title: string, content: string): Step => ({
  id,
  target,
  title,
  content,
  placement: 'right',
});

export const TOUR_STEPS: Step[] = [
  {
    id: 'welcome',
    target: 'body',
    placement: 'center',
    title: 'Welcome to Shamba',
    content:
      'This short tour shows where everything is. Skip it whenever you like and restart it later from the help button at the bottom of the menu.',
  },
  sidebar(
    'navigation',
    TOUR_TARGETS.navigation,
    'Navigation panel',
    'Every area of the app is listed here. Sections with an arrow open to show their pages.',
  ),
  sidebar(
    'dashboard',
    TOUR_TARGETS.dashboard,
    'Dashboard',
    'Your home page: come back here for a summary of your farms.',
  ),
  {
    id: 'dashboard-overview',
    target: TOUR_TARGETS.dashboardOverview,
    placement: 'bottom',
    title: 'Dashboard overview',
    content: 'What needs your attention today: low or expiring stock, tasks due and recent activity.',
  },
  {
    id: 'quick-actions',
    target: TOUR_TARGETS.quickActions,
    placement: 'bottom',
    title: 'Quick actions',
    content:
      'Shortcuts for what you do most often, such as adding stock, recording a sale or creating a task.',
  },
  sidebar(
    'farm-management',
    TOUR_TARGETS.farmManagement,
    'Farm management',
    'Your farms and their crops. Start here by adding your first farm.',
  ),
  sidebar(
    'finance',
    TOUR_TARGETS.finance,
    'Finance',
    'Income, expenses, contributors and financial plans per farm.',
  ),
  sidebar(
    'inventory',
    TOUR_TARGETS.inventory,
    'Inventory',
    'Inputs, equipment and products across your storage locations and suppliers. Every change is kept as a movement.',
  ),
  sidebar(
    'task-management',
    TOUR_TARGETS.taskManagement,
    'Task management',
    'Plan the work, assign it to staff and follow it to completion.',
  ),
  sidebar(
    'reports',
    TOUR_TARGETS.reports,
    'Reports',
    'Financial, crop, inventory, sales, expense and activity reports.',
  ),
  sidebar(
    'user-management',
    TOUR_TARGETS.userManagement,
    'User management',
    'Invite staff, group them into teams and decide what each role may see and change.',
  ),
  sidebar(
    'settings',
    TOUR_TARGETS.settings,
    'Settings',
    'Your profile, currency, date format, notification channels and privacy.',
  ),
  {
    id: 'help',
    target: TOUR_TARGETS.help,
    placement: 'top',
    title: 'Help and support',
    content: 'Press this button whenever you want to take the tour again.',
  },
  {
    id: 'all-set',
    target: 'body',
    placement: 'center',
    title: 'You are all set!',
    content: 'That is the whole tour. Add your first farm, or explore at your own pace.',
  },
];
