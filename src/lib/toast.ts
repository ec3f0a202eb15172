// Toast notifications without shipping the notification system to every page: the first toast
// asks the app to mount <Notifications> (its code loads then), and toasts wait for it.
import type { NotificationData } from '@mantine/notifications';

type Show = (toast: NotificationData) => void;

let show: Show | undefined;
const waiting: NotificationData[] = [];
const listeners = new Set<() => void>();
let requested = false;

/** Shows a toast (title, message, colour, autoClose…). */
export function showToast(toast: NotificationData) {
  if (show) return show(toast);
  waiting.push(toast);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

/** For the toast host: whether a toast has been asked for, and a way to hear when one is. */
export const toastRequests = {
  requested: () => requested,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Called by the host once <Notifications> is mounted: shows what waited, then shows directly. */
export function toastsReady(showNow: Show) {
  show = showNow;
  waiting.splice(0).forEach(showNow);
}
