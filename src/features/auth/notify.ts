import { notifications } from '@mantine/notifications';

export function notifySuccess(title: string, message: string) {
  notifications.show({ color: 'green', title, message });
}

export function notifyError(title: string, message: string) {
  notifications.show({ color: 'red', title, message });
}
