// Opens the web app on the chosen server in a tab.
import { browser } from 'wxt/browser';
import type { NotificationView } from '@/shared/notifications/notification-view';
import { paths } from '@/shared/routes/paths';
import { notificationPageUrl, webAppUrl } from '../server-address';

export const openWebApp = (serverUrl: string, path: string = paths.farmer.dashboard) =>
  browser.tabs.create({ url: webAppUrl(serverUrl, path) });

export const openNotificationPage = (serverUrl: string, notification: NotificationView) =>
  browser.tabs.create({ url: notificationPageUrl(serverUrl, notification) });
