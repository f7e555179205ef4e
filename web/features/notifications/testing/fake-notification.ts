// A stand-in for the browser's Notification in unit tests: records each one shown, with its options. Install it
// with vi.stubGlobal('Notification', FakeNotification) and reset() it before each test.
export class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requests = 0;
  static async requestPermission(): Promise<NotificationPermission> {
    FakeNotification.requests++;
    return FakeNotification.permission;
  }
  static reset(permission: NotificationPermission = 'granted') {
    FakeNotification.permission = permission;
    FakeNotification.shown = [];
    FakeNotification.requests = 0;
  }

  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions = {},
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}
