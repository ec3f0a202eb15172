import { Group, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { formatIsoDate } from '@/lib/format-local';
import type { Lang } from '@/i18n/languages';
import type { BlogPostSummary } from '@/lib/screen-data/blog';

/** Author · date · read time. */
export function PostMeta({ post, lang, showAuthor = true }: { post: BlogPostSummary; lang: Lang; showAuthor?: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <Group gap={6} c="gray.7" fz="sm">
      {showAuthor && (
        <>
          <Text span fz="sm">
            {t('blog.by', { author: post.author })}
          </Text>
          <span aria-hidden="true">·</span>
        </>
      )}
      <Text span fz="sm">
        <time dateTime={post.publishDate}>{formatIsoDate(post.publishDate, lang)}</time>
      </Text>
      <span aria-hidden="true">·</span>
      <Text span fz="sm">
        {t('blog.readTime', { count: post.readTimeMinutes })}
      </Text>
    </Group>
  );
}
