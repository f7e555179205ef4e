// One shape for a notification whatever reading it came from (docs/product/notifications.md: the log form with read_at, the second
// reading with `read` and `body`, and the realtime payloads), plus the detail dialog's actions (docs/product/notifications.md).
// Plain functions: the web app, the extension's worker and the widgets all show notifications.
import { paths } from '../routes/paths';
import { normalizeSeverity, type Severity } from './rules';
import { notificationWords } from './words';

export interface NotificationView {
  id: string;
  type: string;
  category: string | null;
  title: string;
  message: string;
  severity: Severity;
  read: boolean;
  createdAt: string;
  link: string | null;
  farmId: string | null;
  farmName: string | null;
  cropId: string | null;
  cropName: string | null;
  taskId: string | null;
  recommendations: string[];
}

interface DataLike {
  url?: string | null;
  severity?: string | null;
  farm_name?: string | null;
  crop_name?: string | null;
  crop_id?: string | null;
  task_id?: string | null;
  recommendations?: unknown[];
  action_url?: string | null;
}

/** Any reading the server or the realtime channel gives (fields beyond `id` are optional on purpose). */
export interface NotificationLike {
  id: string;
  type?: string | null;
  category?: string | null;
  title?: string | null;
  message?: string | null;
  body?: string | null;
  severity?: string | null;
  read?: boolean | null;
  read_at?: string | null;
  created_at?: string | null;
  action_url?: string | null;
  link?: string | null;
  farm_id?: string | null;
  data?: DataLike | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function toNotificationView(
  n: NotificationLike,
  now: () => Date = () => new Date(),
): NotificationView {
  const data = n.data ?? {};
  return {
    id: n.id,
    type: text(n.type) ?? 'system', // docs/product/notifications.md: type defaults to system
    category: text(n.category),
    title: text(n.title) ?? notificationWords().untitled(),
    message: text(n.message) ?? text(n.body) ?? '',
    severity: normalizeSeverity(n.severity ?? data.severity),
    // docs/product/notifications.md: unread is read_at null, or read false. A realtime payload carries neither: it is new, so unread.
    read: typeof n.read === 'boolean' ? n.read : text(n.read_at) !== null,
    createdAt: text(n.created_at) ?? now().toISOString(),
    link: text(n.action_url) ?? text(n.link) ?? text(data.url) ?? text(data.action_url),
    farmId: text(n.farm_id),
    farmName: text(data.farm_name),
    cropId: text(data.crop_id),
    cropName: text(data.crop_name),
    taskId: text(data.task_id),
    recommendations: (data.recommendations ?? []).filter((r): r is string => typeof r === 'string'),
  };
}

export interface DetailAction {
  /** The action as docs/product/notifications.md names it; labels.ts detailActionLabel words it for people. */
  label: 'View Crop' | 'View Task' | 'Open Link';
  to: string;
  /** An absolute http(s) address: opened in a new tab rather than routed. */
  external: boolean;
}

/**
 * docs/product/notifications.md: View Crop (/farmer/crops/{cropId}, or /farmer/farms/{farmId}/crops when only the farm is known),
 * View Task (/farmer/tasks/{taskId}) and Open Link (the notification's link), each only when the data has it.
 * A stock alert names a farm but no crop, so the farm alone never offers View Crop.
 */
export function detailActions(n: NotificationView): DetailAction[] {
  const actions: DetailAction[] = [];
  const aboutCrop = n.cropId !== null || n.cropName !== null;
  if (n.cropId) actions.push({ label: 'View Crop', to: paths.farmer.crop(n.cropId), external: false });
  else if (aboutCrop && n.farmId)
    actions.push({ label: 'View Crop', to: paths.farmer.farmCrops(n.farmId), external: false });
  if (n.taskId) actions.push({ label: 'View Task', to: paths.farmer.task(n.taskId), external: false });
  const link = safeLink(n.link);
  if (link) actions.push({ label: 'Open Link', ...link });
  return actions;
}

/** Only same-site paths and http(s) addresses: a `javascript:` link from any sender must never run. */
export function safeLink(link: string | null): { to: string; external: boolean } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { to: link, external: false };
  return /^https?:\/\/[^\s]+$/i.test(link) ? { to: link, external: true } : null;
}
