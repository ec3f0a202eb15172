import { Group, Loader, Text } from '@mantine/core';

/** "Loading…" with a spinner, announced politely to screen readers. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Group gap="sm" py="xs" role="status">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}
