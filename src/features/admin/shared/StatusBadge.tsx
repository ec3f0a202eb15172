// A status as a badge, never cut short: Mantine's Badge shrinks with a narrow table column and
// ends in an ellipsis ("SP…"); this one keeps the width of its whole label.
import { Badge, type BadgeProps } from '@mantine/core';

export function StatusBadge({ color, size, variant, label }: { color: string | undefined; size?: BadgeProps['size']; variant?: BadgeProps['variant']; label: string }) {
  return (
    <Badge color={color} size={size} variant={variant} miw="max-content" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
