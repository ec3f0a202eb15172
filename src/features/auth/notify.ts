import { showToast } from '@/lib/toast';

export function notifySuccess(title: string, message: string) {
  showToast({ color: 'green', title, message });
}

export function notifyError(title: string, message: string) {
  showToast({ color: 'red', title, message });
}
