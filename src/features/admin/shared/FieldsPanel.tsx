// A lead's or application's every field: name and status badge on top, one labelled row per field.
import type { ReactNode } from 'react';
import { Group, Paper, Table, Title } from '@mantine/core';
import { StatusBadge } from './StatusBadge';

export type FieldRow = [label: string, value: ReactNode];

export function FieldsPanel({ title, status, rows, children }: { title: string; status: { color: string | undefined; label: string }; rows: FieldRow[]; children?: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <StatusBadge color={status.color} size="lg" label={status.label} />
      </Group>
      {/* A long e-mail address wraps instead of widening the page on a phone. */}
      <Table style={{ overflowWrap: 'anywhere' }}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
    </Paper>
  );
}
