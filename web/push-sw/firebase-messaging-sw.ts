// The push service worker (docs/product/notifications.md Push notifications): Firebase shows a message that arrives while no page of
// the app is open, and a click opens the notification's page (the server sets webpush.fcmOptions.link). The
// config comes in the worker's own URL (see pushWorkerUrl): a worker woken by a push has no page to ask.
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';
import { FirebaseWebConfigSchema } from '@/shared/contracts/notifications';

const param = new URL(globalThis.location.href).searchParams.get('config');
const config = param ? FirebaseWebConfigSchema.safeParse(JSON.parse(param)) : null;
if (config?.success) getMessaging(initializeApp(config.data));
else console.error('Push worker started without a valid Firebase config; push messages will not show.');
