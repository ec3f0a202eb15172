import Link from 'next/link';
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { PostMeta } from './PostMeta';
import type { BlogPostSummary } from '@/lib/screen-data/blog';
import classes from './Blog.module.css';

/** An article teaser; the whole card is clickable through its title link. */
export function PostCard({ post, lang, headingOrder }: { post: BlogPostSummary; lang: Lang; headingOrder: 2 | 3 }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" className={classes.card}>
      <Stack gap="sm">
        <Badge variant="light" color="soil" w="fit-content">
          {post.category}
        </Badge>
        <Title order={headingOrder} size="h3">
          <Anchor component={Link} prefetch={false} href={pathFor(lang, 'blogPost', { post: post.slug })} locale={false} c="inherit" className={classes.cardLink}>
            {post.title}
          </Anchor>
        </Title>
        <Text>{post.excerpt}</Text>
        <PostMeta post={post} lang={lang} showAuthor={false} />
      </Stack>
    </Card>
  );
}
