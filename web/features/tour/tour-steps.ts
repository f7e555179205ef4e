// The fourteen steps of docs/product/web-app.md, in order. Targets are `data-tour` attributes the signed-in shell puts on
// its sidebar sections and dashboard blocks; a missing target is skipped at run time (docs/product/web-app.md Tour).
import type { Step } from 'react-joyride';
import { tourText, type TourTextKey } from './i18n';

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

type Text = (key: TourTextKey) => string;
/** A step whose title and content are `<name>Title` and `<name>Content` in the tour's catalogue. */
type StepName = TourTextKey extends infer K ? (K extends `${infer N}Title` ? N : never) : never;

const sidebar = (t: Text, id: string, target: string, name: StepName): Step => ({
  id,
  target,
  title: t(`${name}Title`),
  content: t(`${name}Content`),
  placement: 'right',
});

/** The steps in the current language (read when the tour starts, so a change of language shows at once). */
export function tourSteps(t: Text = tourText.t): Step[] {
  return [
    {
      id: 'welcome',
      target: 'body',
      placement: 'center',
      title: t('welcomeTitle'),
      content: t('welcomeContent'),
    },
    sidebar(t, 'navigation', TOUR_TARGETS.navigation, 'navigation'),
    sidebar(t, 'dashboard', TOUR_TARGETS.dashboard, 'dashboard'),
    {
      id: 'dashboard-overview',
      target: TOUR_TARGETS.dashboardOverview,
      placement: 'bottom',
      title: t('dashboardOverviewTitle'),
      content: t('dashboardOverviewContent'),
    },
    {
      id: 'quick-actions',
      target: TOUR_TARGETS.quickActions,
      placement: 'bottom',
      title: t('quickActionsTitle'),
      content: t('quickActionsContent'),
    },
    sidebar(t, 'farm-management', TOUR_TARGETS.farmManagement, 'farmManagement'),
    sidebar(t, 'finance', TOUR_TARGETS.finance, 'finance'),
    sidebar(t, 'inventory', TOUR_TARGETS.inventory, 'inventory'),
    sidebar(t, 'task-management', TOUR_TARGETS.taskManagement, 'taskManagement'),
    sidebar(t, 'reports', TOUR_TARGETS.reports, 'reports'),
    sidebar(t, 'user-management', TOUR_TARGETS.userManagement, 'userManagement'),
    sidebar(t, 'settings', TOUR_TARGETS.settings, 'settings'),
    {
      id: 'help',
      target: TOUR_TARGETS.help,
      placement: 'top',
      title: t('helpTitle'),
      content: t('helpContent'),
    },
    {
      id: 'all-set',
      target: 'body',
      placement: 'center',
      title: t('allSetTitle'),
      content: t('allSetContent'),
    },
  ];
}
