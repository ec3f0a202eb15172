import Link from 'next/link';
import { Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { pathFor } from '@/routing/routes';
import type { PageProps } from '@/lib/page-data';
import { PostCard } from './PostCard';
import { PostMeta } from './PostMeta';
import { ShareButton } from './ShareButton';
import type { BlogPostData } from '@/lib/screen-data/blog';
import classes from './Blog.module.css';

/** An article: banner, breadcrumbs, header, sanitized body, tags, author, related, CTA. */
export default function BlogPostScreen({ lang, data }: PageProps<BlogPostData>) {
  const { t } = useTranslation('pages');
  const { post } = data;
  return (
    <Container size="md" py="xl">
      {lang === 'en' && (
        <Paper className={classes.banner} radius="md" p="sm" mb="lg" lang="es">
          <Text size="sm">
            {t('spanishBanner.text')}{' '}
            <Anchor component={Link} prefetch={false} href={pathFor('es', 'blogPost', { post: post.slug })} locale={false} hrefLang="es" fw={600}>
              {t('spanishBanner.link')}
            </Anchor>
          </Text>
        </Paper>
      )}
      <Breadcrumbs lang={lang} crumbs={data.crumbs} label={t('breadcrumbs.label')} />

      <article>
        <Stack gap="md" component="header" mb="xl">
          <Badge variant="light" color="soil" size="lg" w="fit-content">
            {post.category}
          </Badge>
          <Title order={1}>{post.title}</Title>
          <Text size="lg" c="gray.8">
            {post.excerpt}
          </Text>
          <Group justify="space-between" gap="sm">
            <PostMeta post={post} lang={lang} />
            <ShareButton title={post.title} text={post.excerpt} />
          </Group>
        </Stack>

        {/* Sanitized on the server to the spec's allow-list (src/lib/sanitize-html.ts). */}
        <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: post.html }} />

        <Stack gap="xs" mt="xl" component="section" aria-labelledby="post-tags">
          <Title order={2} size="h4" id="post-tags">
            {t('blog.tagsHeading')}
          </Title>
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" color="gray.7">
                  {tag}
                </Badge>
              </li>
            ))}
          </Group>
        </Stack>

        <Paper withBorder radius="md" p="lg" mt="xl" component="aside" aria-labelledby="post-author">
          <Title order={2} size="h4" id="post-author">
            {t('blog.authorHeading')}
          </Title>
          <Text fw={600} mt="xs">
            {post.author}
          </Text>
          <Text size="sm" mt={4}>
            {t('blog.authorBio')}
          </Text>
        </Paper>
      </article>

      <section aria-labelledby="post-related" style={{ marginTop: 48 }}>
        <Title order={2} id="post-related" mb="md">
          {t('blog.relatedHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {data.related.map((r) => (
            <PostCard key={r.slug} post={r} lang={lang} headingOrder={3} />
          ))}
        </SimpleGrid>
      </section>

      <Paper component="section" aria-labelledby="post-cta" radius="lg" p="xl" mt={48} bg="turf.9" c="white">
        <Title order={2} id="post-cta" mb="sm">
          {t('blog.ctaHeading')}
        </Title>
        <Text mb="lg">{t('blog.ctaText')}</Text>
        <Group>
          <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} color="white" c="turf.9">
            {t('common:actions.getFreeQuote')}
          </Button>
          <Button component={Link} prefetch={false} href={pathFor(lang, 'contact')} locale={false} variant="outline" color="white">
            {t('common:actions.contactUs')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
