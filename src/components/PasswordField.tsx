import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';

/** Mantine's PasswordInput with its show/hide button named in the page language (Mantine's own name is English). */
export function PasswordField({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const { t } = useTranslation('common');
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('actions.togglePassword'), ...visibilityToggleButtonProps }} />;
}
