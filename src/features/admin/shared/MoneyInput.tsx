// A price as staff type it, in dollars ("12.50"): "$" before it and the phone's decimal keypad.
// The text is read into cents by parseMoney (src/domain/admin-money.ts), never through a float.
import { TextInput, type TextInputProps } from '@mantine/core';

export function MoneyInput(props: Omit<TextInputProps, 'leftSection' | 'inputMode'>) {
  return <TextInput leftSection="$" inputMode="decimal" {...props} />;
}
