// The home page's member-pricing card: the benefits and the application form.
import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { MembershipForm } from './MembershipForm';

export function MembershipCard() {
  const { t } = useTranslation('leads');
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="membership-card-title">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={2} id="membership-card-title">
            {t('membership.title')}
          </Title>
          <Text c="gray.7">{t('membership.intro')}</Text>
          <List
            aria-label={t('membership.benefits.label')}
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" aria-hidden>
                ✓
              </ThemeIcon>
            }
          >
            <List.Item>{t('membership.benefits.savings')}</List.Item>
            <List.Item>{t('membership.benefits.priority')}</List.Item>
            <List.Item>{t('membership.benefits.volume')}</List.Item>
          </List>
        </Stack>
        <MembershipForm />
      </SimpleGrid>
    </Card>
  );
}
