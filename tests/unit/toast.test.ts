// Toasts can be taken away again (a form's success removes its earlier error toasts), whether they
// are on screen already or still waiting for the notification system to load.
import { beforeEach, describe, expect, it, vi } from 'vitest';

let toast: typeof import('@/lib/toast');
beforeEach(async () => {
  vi.resetModules();
  toast = await import('@/lib/toast');
});

describe('toasts', () => {
  it('a toast hidden before the host is ready is never shown', () => {
    const error = toast.showToast({ color: 'red', message: 'Invalid email address' });
    toast.showToast({ color: 'green', message: 'Thank you' });
    toast.hideToast(error);
    const shown: string[] = [];
    toast.toastsReady((t) => shown.push(String(t.message)), () => {});
    expect(shown).toEqual(['Thank you']);
  });

  it('a toast on screen is hidden by its id, and ids are distinct', () => {
    const onScreen = new Map<string, string>();
    toast.toastsReady(
      (t) => onScreen.set(t.id, String(t.message)),
      (id) => onScreen.delete(id),
    );
    const first = toast.showToast({ message: 'Invalid email address' });
    const second = toast.showToast({ message: 'Required' });
    expect(first).not.toBe(second);
    toast.hideToast(first);
    expect([...onScreen.values()]).toEqual(['Required']);
  });
});
