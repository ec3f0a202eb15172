// A titled box of a back-office detail page or form (notes, status, decision, timeline…).
import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

export function Panel({ title, children, className, testId }: { title: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <Paper withBorder p="md" className={className} data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
