import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import type { PageProps } from '@/lib/page-data';
import { PostCard } from './PostCard';
import type { BlogIndexData } from '@/lib/screen-data/blog';

/** The blog index: all articles as cards. */
export default function BlogScreen({ lang, data }: PageProps<BlogIndexData>) {
  const { t } = useTranslation('pages');
  return (
    <Container size="lg" py="xl">
      <Breadcrumbs lang={lang} crumbs={data.crumbs} label={t('breadcrumbs.label')} />
      <Stack gap="sm" maw={760} mb="xl">
        <Title order={1}>{t('blog.title')}</Title>
        <Text size="lg">{t('blog.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {data.posts.map((post) => (
          <PostCard key={post.slug} post={post} lang={lang} headingOrder={2} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
