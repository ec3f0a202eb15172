import { useEffect, useState } from 'react';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import type { TestimonialCard } from '@/lib/screen-data/home';
import { CAROUSEL_INTERVAL_MS, nextIndex, previousIndex, shouldAutoAdvance } from './carousel';
import classes from './home.module.css';

const SMALL_CARDS = 3;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  return (
    <Text c="soil.7" fz="lg" aria-label={t('testimonials.rating', { count: rating })} role="img">
      {'★'.repeat(rating)}
    </Text>
  );
}

function Quote({ item, large }: { item: TestimonialCard; large?: boolean }) {
  return (
    <Stack gap="xs">
      <Stars rating={item.rating} />
      <Text component="blockquote" fz={large ? 'xl' : 'sm'} m={0} fs="italic">
        “{item.text}”
      </Text>
      <Text fw={700} size={large ? 'md' : 'sm'}>
        {item.name}
        {item.location && (
          <>
            {' · '}
            <Text span c="gray.7" inherit fw={400}>
              {item.location}
            </Text>
          </>
        )}
      </Text>
      <Text size="xs" c="gray.7">
        {item.projectType}
      </Text>
    </Stack>
  );
}

/**
 * One large testimonial with previous/next and dots, auto-advancing every 5 s. It holds still
 * while hovered or focused, when paused with its button, and never moves on its own for
 * visitors who prefer reduced motion. The slide is announced only when it does not move itself.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: TestimonialCard[] }) {
  const { t } = useTranslation('home');
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = useReducedMotion() ?? false;
  const rotating = shouldAutoAdvance({ hovered, focused, reducedMotion, pausedByUser });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => nextIndex(i, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const current = testimonials[Math.min(index, count - 1)];
  if (!current) return null;
  return (
    <section aria-labelledby="testimonials-title" className={classes.testimonials}>
      <Title order={2} id="testimonials-title" ta="center" mb="lg">
        {t('testimonials.title')}
      </Title>
      <div
        role="region"
        aria-roledescription={t('testimonials.roledescription')}
        aria-label={t('testimonials.label')}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <Paper withBorder radius="md" p="xl" maw={760} mx="auto">
          <Group justify="space-between" mb="sm">
            <UnstyledButton className={classes.pauseButton} onClick={() => setPausedByUser((p) => !p)} aria-pressed={pausedByUser}>
              {pausedByUser ? t('testimonials.play') : t('testimonials.pause')}
            </UnstyledButton>
          </Group>
          <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className={classes.slideStack}>
            {/* Keyed by the testimonial: a turn puts new text in place rather than changing the old text
                where it stands, which the browser counts as text moving by a pixel. */}
            <div key={current.slug} role="group" aria-roledescription={t('testimonials.slide')} aria-label={t('testimonials.position', { current: index + 1, total: count })}>
              <Quote item={current} large />
            </div>
            {/* Every slide laid out unseen in the same place, so the box is as tall as the longest and
                nothing below moves when the carousel turns by itself (CLS 0). */}
            {testimonials.map((item) => (
              <div key={item.slug} aria-hidden="true" className={classes.slideSizer}>
                <Quote item={item} large />
              </div>
            ))}
          </div>
          <Group justify="center" mt="lg" gap="md">
            <ActionIcon variant="light" size="lg" radius="xl" onClick={() => setIndex((i) => previousIndex(i, count))} aria-label={t('testimonials.previous')}>
              <span aria-hidden>‹</span>
            </ActionIcon>
            <Group gap={6} role="group" aria-label={t('testimonials.choose')}>
              {testimonials.map((item, i) => (
                <button
                  key={item.slug}
                  type="button"
                  className={classes.dot}
                  aria-label={t('testimonials.goTo', { number: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </Group>
            <ActionIcon variant="light" size="lg" radius="xl" onClick={() => setIndex((i) => nextIndex(i, count))} aria-label={t('testimonials.next')}>
              <span aria-hidden>›</span>
            </ActionIcon>
          </Group>
        </Paper>
      </div>
      <SimpleGrid cols={{ base: 1, md: SMALL_CARDS }} spacing="lg" mt="xl">
        {testimonials.slice(0, SMALL_CARDS).map((item) => (
          <Paper key={item.slug} withBorder radius="md" p="lg" component="figure" m={0}>
            <Quote item={item} />
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
