// Success and error notifications for back-office actions.
import { showToast } from '@/lib/toast';

export function notifySuccess(message: string) {
  showToast({ color: 'turf', message, autoClose: 4000 });
}

/** The server's message is already in the page language (the API translates it). */
export function notifyError(title: string, error: { message: string } | null | undefined) {
  showToast({ color: 'red', title, message: error?.message ?? '', autoClose: 8000 });
}

/** Mutation callbacks that report the outcome either way, then refresh what the screen shows. */
export function withNotices<R>(success: (result: R) => string, failure: string, refresh: () => void) {
  return {
    onSuccess: (result: R) => notifySuccess(success(result)),
    onError: (error: { message: string }) => notifyError(failure, error),
    onSettled: refresh,
  };
}
