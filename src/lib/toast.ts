// Toast notifications without shipping the notification system to every page: the first toast
// asks the app to mount <Notifications> (its code loads then), and toasts wait for it.
import type { NotificationData } from '@mantine/notifications';

type Show = (toast: NotificationData & { id: string }) => void;
type Hide = (id: string) => void;

let host: { show: Show; hide: Hide } | undefined;
const waiting: (NotificationData & { id: string })[] = [];
const listeners = new Set<() => void>();
let requested = false;
let sequence = 0;

/** Shows a toast (title, message, colour, autoClose…); returns its id, for hideToast. */
export function showToast(toast: NotificationData): string {
  const shown = { ...toast, id: toast.id ?? `toast-${++sequence}` };
  if (host) {
    host.show(shown);
    return shown.id;
  }
  waiting.push(shown);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return shown.id;
}

/** Takes a toast off the screen (or out of the queue, if it was not shown yet). */
export function hideToast(id: string) {
  const queued = waiting.findIndex((toast) => toast.id === id);
  if (queued >= 0) waiting.splice(queued, 1);
  host?.hide(id);
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
export function toastsReady(show: Show, hide: Hide) {
  host = { show, hide };
  waiting.splice(0).forEach(show);
}
