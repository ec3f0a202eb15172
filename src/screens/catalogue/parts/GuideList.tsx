import { List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { StepNumber } from '@/components/StepNumber';

/**
 * Cards of translated guidance: each card has a title and text (`${prefix}.${key}.title/.text`).
 * Keys are listed in code so the order is fixed and both languages share them.
 */
export function GuideCards({ prefix, keys, cols = 4 }: { prefix: string; keys: readonly string[]; cols?: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="lg">
      {keys.map((key, i) => (
        <Paper key={key} withBorder p="lg" radius="md">
          <StepNumber value={i + 1} />
          <Title order={3} size="h5" mb={4}>
            {t(`${prefix}.${key}.title`)}
          </Title>
          <Text size="sm">{t(`${prefix}.${key}.text`)}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** An ordered or bulleted list of translated lines `${prefix}.${key}`. */
export function GuideList({ prefix, keys, ordered, title }: { prefix: string; keys: readonly string[]; ordered?: boolean; title?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div>
      {title && (
        <Title order={3} size="h4" mb="sm">
          {title}
        </Title>
      )}
      <List type={ordered ? 'ordered' : 'unordered'} spacing="xs">
        {keys.map((key) => (
          <List.Item key={key}>
            <Text size="sm">{t(`${prefix}.${key}`)}</Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
