// The member-pricing application in a dialog, for any page: `<MembershipButton />` opens it, or
// control `<MembershipDialog opened onClose />` yourself. It closes and clears on success.
import { Button, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { MembershipForm } from './MembershipForm';

export function MembershipDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('leads');
  return (
    <Modal opened={opened} onClose={onClose} title={t('membership.dialogTitle')} centered>
      <Text size="sm" c="gray.7" mb="md">
        {t('membership.intro')}
      </Text>
      {/* Unmounted while closed, so a reopened dialog starts empty. */}
      {opened ? <MembershipForm onSubmitted={onClose} /> : null}
    </Modal>
  );
}

export function MembershipButton(props: ButtonProps) {
  const { t } = useTranslation('leads');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open} {...props}>
        {t('membership.open')}
      </Button>
      <MembershipDialog opened={opened} onClose={close} />
    </>
  );
}
