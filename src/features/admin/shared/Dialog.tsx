// Every back-office dialog: Mantine's Modal whose ✕ has a name in the screen's language, so a
// screen reader says "Close, button" instead of "button".
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

export function Dialog(props: ModalProps) {
  const { t } = useTranslation('admin');
  return <Modal {...props} closeButtonProps={{ 'aria-label': t('actions.close'), ...props.closeButtonProps }} />;
}
