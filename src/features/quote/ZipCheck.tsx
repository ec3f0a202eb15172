// The ZIP check (spec section 5): is a ZIP served, by which area, how soon; else "we're expanding".
import { useId, useState } from 'react';
import Link from 'next/link';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ZIP_LENGTH, normalizeZipInput } from '@/domain/zip';
import { useLang } from '@/components/RouteLink';
import { pathFor } from '@/routing/routes';
import classes from './ZipCheck.module.css';
import { rememberZip } from './draft-storage';

type Result =
  | { kind: 'match'; area: { slug: string; name: string; deliveryTime: string } }
  | { kind: 'not-served' }
  | { kind: 'incomplete' }
  | { kind: 'failed' };

/** Works anywhere with no props: the area is looked up on the server when Check is pressed. */
export function ZipCheck({ id }: { id?: string }) {
  const { t } = useTranslation('quote');
  const lang = useLang();
  const headingId = useId();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    const zip = normalizeZipInput(value);
    if (zip.length !== ZIP_LENGTH) {
      setResult({ kind: 'incomplete' });
      return;
    }
    setChecking(true);
    try {
      // The API client loads with the first check, not with the page.
      const { apiClient } = await import('@/lib/api-client');
      const area = await apiClient.catalogue.findAreaByZip.query({ zip });
      setResult(area ? { kind: 'match', area } : { kind: 'not-served' });
      if (area) rememberZip(zip); // the quote calculator starts from it
    } catch {
      setResult({ kind: 'failed' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Paper component="section" id={id} withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('zip.heading')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <Group align="flex-end" gap="sm">
          {/* A plain labelled input: Mantine's TextInput brought its whole input kit (about 4 kB) to the areas page. */}
          <div className={classes.field}>
            <label htmlFor={inputId} className={classes.label}>
              {t('zip.label')}
            </label>
            <input
              id={inputId}
              className={`${classes.input} mantine-focus-auto`}
              placeholder={t('zip.placeholder')}
              value={value}
              onChange={(event) => {
                // Trimmed and cut to 5 here rather than with maxLength, so a pasted " 77354" still fits.
                setValue(normalizeZipInput(event.currentTarget.value));
                setResult(null);
              }}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </div>
          <Button type="submit" loading={checking}>
            {t('zip.check')}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {result?.kind === 'match' && (
          <div className={`${classes.result} ${classes.served}`}>
            <Text fw={700}>{t('zip.match', { area: result.area.name })}</Text>
            <Text size="sm">{t('zip.deliveryTime', { time: result.area.deliveryTime })}</Text>
            <Group gap="md" mt="xs">
              <Anchor component={Link} href={pathFor(lang, 'areaDetail', { area: result.area.slug })} locale={false} size="sm">
                {t('zip.viewArea', { area: result.area.name })}
              </Anchor>
              <Anchor component={Link} href={pathFor(lang, 'quote')} locale={false} size="sm">
                {t('zip.getQuote')}
              </Anchor>
            </Group>
          </div>
        )}
        {result?.kind === 'not-served' && (
          <div className={`${classes.result} ${classes.notServed}`}>
            <Text size="sm">{t('zip.notServed')}</Text>
            <Anchor component={Link} href={pathFor(lang, 'contact')} locale={false} size="sm">
              {t('zip.contactUs')}
            </Anchor>
          </div>
        )}
        {result?.kind === 'incomplete' && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('zip.incomplete')}
          </Text>
        )}
        {result?.kind === 'failed' && (
          <Text size="sm" c="red" mt="sm" role="alert">
            {t('zip.failed')}
          </Text>
        )}
      </div>
    </Paper>
  );
}
