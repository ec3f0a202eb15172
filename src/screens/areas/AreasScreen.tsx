import { Container, Text, Title } from '@mantine/core';
import { ZipCheck } from '@/features/quote/ZipCheck';
import type { PageProps } from '@/lib/page-data';

/** Areas we serve: ZIP check, then featured and extended area cards. */
export default function AreasScreen({ meta }: PageProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{meta.title}</Title>
      <Text size="lg" mt="md">
        {meta.description}
      </Text>
      <ZipCheck id="zip-check" />
    </Container>
  );
}
