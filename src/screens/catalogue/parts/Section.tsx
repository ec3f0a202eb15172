import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';

/** A titled page section (h2) with its heading as the region's label. */
export function Section({ id, title, children, muted }: { id: string; title: string; children: ReactNode; muted?: boolean }) {
  return (
    <section aria-labelledby={`${id}-title`} style={muted ? { background: 'var(--mantine-color-gray-0)' } : undefined}>
      <Container size="lg" py="xl">
        <Title order={2} id={`${id}-title`} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </section>
  );
}
