// Mounts Mantine's <Notifications> the first time a toast is asked for (see src/lib/toast.ts).
import { useEffect, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { toastRequests, toastsReady } from '@/lib/toast';

const Notifications = dynamic(
  async () => {
    const { Notifications: Host, notifications } = await import('@mantine/notifications');
    function ReadyHost({ closeLabel }: { closeLabel: string }) {
      useEffect(() => toastsReady((toast) => notifications.show({ closeButtonProps: { 'aria-label': closeLabel }, ...toast }), notifications.hide), [closeLabel]);
      return <Host position="top-right" />;
    }
    return ReadyHost;
  },
  { ssr: false },
);

export function ToastHost() {
  const { t } = useTranslation('common');
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  return requested ? <Notifications closeLabel={t('actions.closeNotification')} /> : null;
}
