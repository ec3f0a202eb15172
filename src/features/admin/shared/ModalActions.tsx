// The closing row of every back-office dialog: Cancel (closes it, nothing saved) and the dialog's
// action on the right.
import { Button, Group, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

interface Props {
  onCancel: () => void;
  /** The action's label (e.g. "Save", "Apply to 12 products"). */
  label: string;
  /** Without it, the action submits the dialog's form. */
  onConfirm?: () => void;
  disabled?: boolean;
  loading?: boolean;
  color?: ButtonProps['color'];
}

export function ModalActions({ onCancel, label, onConfirm, disabled, loading, color }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} disabled={disabled} loading={loading} onClick={onConfirm}>
        {label}
      </Button>
    </Group>
  );
}
