import { Container, Text, Title } from '@mantine/core';
import { ContactForm } from '@/features/leads/ContactForm';
import type { PageProps } from '@/lib/page-data';

/** Contact: the form, call / visit / e-mail cards, service areas, storefront and map. */
export default function ContactScreen({ meta }: PageProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{meta.title}</Title>
      <Text size="lg" mt="md">
        {meta.description}
      </Text>
      <ContactForm />
    </Container>
  );
}
