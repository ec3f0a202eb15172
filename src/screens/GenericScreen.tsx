import { Container, Text, Title } from '@mantine/core';
import type { PageProps } from '@/lib/page-data';

/** A page's title and summary; screens without their own layout yet use it. */
export default function GenericScreen({ meta }: PageProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{meta.title}</Title>
      <Text size="lg" mt="md">
        {meta.description}
      </Text>
    </Container>
  );
}
